import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { baseApi } from '@/shared/api';
import { selectToasts } from '@/shared/ui';
import { makeStore } from './store';

// `confirmRegistration` and `changeEmail` exist already (features): this file replaces them with bare calls.
const testApi = baseApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    probeCities: build.query<unknown, void>({ query: () => ({ url: '/cities' }) }),
    confirmRegistration: build.mutation<unknown, void>({ query: () => ({ url: '/auth/confirm', method: 'PUT' }) }),
    changeEmail: build.mutation<unknown, void>({ query: () => ({ url: '/clients/email', method: 'PUT' }) }),
  }),
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('error toasts (docs/behaviour.md §8)', () => {
  it("shows the server's message for 2 s", async () => {
    server.use(
      http.get('*/site/v1/cities', () => HttpResponse.json({ message: 'Servis nije dostupan' }, { status: 503 })),
    );
    const store = makeStore();
    await store.dispatch(testApi.endpoints.probeCities.initiate());
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ tone: 'error', text: 'Servis nije dostupan', durationMs: 2000 }),
    ]);
  });

  it("falls back to 'Error: site' when the server says nothing", async () => {
    server.use(http.get('*/site/v1/cities', () => HttpResponse.error()));
    const store = makeStore();
    await store.dispatch(testApi.endpoints.probeCities.initiate());
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ messageId: 'error.site', text: undefined }),
    ]);
  });

  it('keeps the confirm-code error for 3 s', async () => {
    server.use(
      http.put('*/site/v1/auth/confirm', () => HttpResponse.json({ message: 'Pogrešan kod' }, { status: 400 })),
    );
    const store = makeStore();
    await store.dispatch(testApi.endpoints.confirmRegistration.initiate());
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ text: 'Pogrešan kod', durationMs: 3000 }),
    ]);
  });

  it('shows nothing when calls succeed', async () => {
    server.use(http.get('*/site/v1/cities', () => HttpResponse.json({ list: [] })));
    const store = makeStore();
    await store.dispatch(testApi.endpoints.probeCities.initiate());
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('leaves a refused password of a sensitive change to its form, and toasts its other failures', async () => {
    let status = 403;
    server.use(
      http.put('*/site/v1/clients/email', () => HttpResponse.json({ message: 'Lozinka nije ispravna' }, { status })),
    );
    const store = makeStore();
    await store.dispatch(testApi.endpoints.changeEmail.initiate());
    expect(selectToasts(store.getState())).toEqual([]);
    status = 400;
    await store.dispatch(testApi.endpoints.changeEmail.initiate());
    expect(selectToasts(store.getState())).toEqual([expect.objectContaining({ text: 'Lozinka nije ispravna' })]);
  });
});
