import * as v from 'valibot';
import { createApi } from '@reduxjs/toolkit/query';
import { configureStore } from '@reduxjs/toolkit';
import { laterSchema } from './laterSchema';
import { detail } from './tolerant';

const Answer = v.object({ id: v.number(), note: detail('test.note', v.string(), '') });

/** One endpoint reading its answer with `schema`, as the app's endpoints do (baseApi.ts). */
const storeReading = (schema: ReturnType<typeof laterSchema<typeof Answer>>, answer: unknown) => {
  const api = createApi({
    baseQuery: () => ({ data: answer }),
    catchSchemaFailure: () => ({ status: 'PARSE_ERROR' }),
    endpoints: (build) => ({
      read: build.query<v.InferOutput<typeof Answer>, void>({ query: () => '', rawResponseSchema: schema }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (m) => m().concat(api.middleware),
  });
  return store.dispatch(api.endpoints.read.initiate());
};

describe('laterSchema', () => {
  it('reads an answer like the schema it loads, fallbacks included', async () => {
    const result = await storeReading(
      laterSchema(() => Promise.resolve(Answer)),
      { id: 7, note: 12 },
    );
    expect(result.data).toEqual({ id: 7, note: '' });
  });

  it('refuses what the loaded schema refuses', async () => {
    const result = await storeReading(
      laterSchema(() => Promise.resolve(Answer)),
      { note: 'x' },
    );
    expect(result.error).toEqual({ status: 'PARSE_ERROR' });
  });

  it('reads as a refused answer when the schema code does not arrive, and loads it again on the retry', async () => {
    let attempts = 0;
    const schema = laterSchema(() => (++attempts === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve(Answer)));
    expect((await storeReading(schema, { id: 1 })).error).toEqual({ status: 'PARSE_ERROR' });
    expect((await storeReading(schema, { id: 1 })).data).toEqual({ id: 1, note: '' });
    expect(attempts).toBe(2);
  });
});
