import * as v from 'valibot';
import * as answers from '@/shared/api/answers';
import { forgetTolerated } from '@/shared/api/tolerant';
import type { OrdersDto, ProductsDto, QuestionsDto } from '@/shared/api';
import { optionalPaths, stripOptional, withoutPath } from '../minimal';
import { answerQuestions } from '../services/questions';
import { ANSWER_SCHEMAS, call, login, setupMockServer } from './helpers';

/**
 * docs/api.md, "Required and optional fields", checked on every answer schema: the cases come
 * from the schemas (`optionalPaths`), so a field made optional tomorrow is covered at once.
 */
setupMockServer();
jest.setTimeout(60_000);

/** The required content of an answer: what is left once every optional field is gone. */
const required = (schema: v.GenericSchema, value: unknown) => stripOptional(schema, value);

/** The demo client's question about a product, answered (every optional field there to remove). */
const answeredQuestions = async (): Promise<QuestionsDto> => {
  const auth = await login();
  const question = {
    product_id: 1001,
    question: 'Can I take it with ibuprofen?',
    channel: 'phone',
    contact: '0641234567',
  };
  await call('POST', '/questions', question, { auth });
  answerQuestions('last');
  return (await call<QuestionsDto>('GET', '/questions', {}, { auth })).body;
};

/** A real answer of the mock backend for each schema with an optional field. */
const SAMPLES = new Map<v.GenericSchema, () => Promise<unknown>>([
  [answers.ProductsSchema, async () => (await call('GET', '/products', { city_id: 1 })).body],
  // 1001 is a medicine: its ATC code, leaflet and barcode are all there to remove.
  [answers.ProductDetailSchema, async () => (await call('GET', '/products/detail', { id: 1001, city_id: 1 })).body],
  [
    answers.AlternativesSchema,
    async () => (await call('GET', '/products/alternatives', { id: 1001, city_id: 1 })).body,
  ],
  [answers.CategoriesSchema, async () => (await call('GET', '/categories', {})).body],
  [
    answers.CartItemsSchema,
    async () => (await call('GET', '/cart/items', { city_id: 1, items: [{ id: 1001, quantity: 2 }] })).body,
  ],
  [
    answers.OffersSchema,
    async () => {
      const products = (await call<ProductsDto>('GET', '/products', { city_id: 1 })).body.list.slice(0, 3);
      const items = products.map((product) => ({ id: product.id, quantity: 3 }));
      return (await call('GET', '/pharmacies/offers', { city_id: 1, items })).body;
    },
  ],
  [answers.PromosSchema, async () => (await call('GET', '/promos', { city_id: 1 })).body],
  [answers.ArticlesSchema, async () => (await call('GET', '/articles', {})).body],
  [
    answers.ArticleSchema,
    async () => {
      const list = (await call<{ list: Array<{ slug: string }> }>('GET', '/articles', {})).body.list;
      return (await call('GET', '/articles/detail', { slug: list[0]?.slug ?? '' })).body;
    },
  ],
  [answers.OrdersSchema, async () => (await call('GET', '/orders', {}, { auth: await login() })).body],
  [
    answers.OrderSchema,
    async () => (await call<OrdersDto>('GET', '/orders', {}, { auth: await login() })).body.list[0],
  ],
  [
    answers.VisitSchema,
    async () => ({
      visit_id: 'V-104599',
      ...(await call<OrdersDto>('GET', '/orders', {}, { auth: await login() })).body,
    }),
  ],
  [answers.ProfileEditSchema, () => Promise.resolve({ name: 'Nikola P.', email: 'nikola@example.com' })],
  [answers.QuestionsSchema, answeredQuestions],
  [answers.QuestionSchema, async () => (await answeredQuestions()).list[0]],
]);

const schemas = [...new Set(Object.values(ANSWER_SCHEMAS))];
const withOptional = schemas.filter((schema) => optionalPaths(schema).length > 0);
const callOf = (schema: v.GenericSchema) =>
  Object.entries(ANSWER_SCHEMAS).find(([, candidate]) => candidate === schema)?.[0] ?? '?';

/** The schema of the field at `path` (as `optionalPaths` names it), inside its fallback and `optional`. */
const fieldSchema = (schema: v.GenericSchema, path: string): v.GenericSchema | undefined => {
  type Shape = { entries?: Record<string, v.GenericSchema>; item?: v.GenericSchema; wrapped?: v.GenericSchema };
  const unwrap = (node: v.GenericSchema | undefined): Shape => {
    let current = node as Shape | undefined;
    while (current?.wrapped && !current.entries && !current.item) current = current.wrapped as Shape;
    return current ?? {};
  };
  let node: v.GenericSchema | undefined = schema;
  for (const part of path.split('.')) {
    const key = part.replace(/\[\]$/, '');
    node = unwrap(node).entries?.[key];
    if (part.endsWith('[]')) node = unwrap(node).item;
  }
  return (node as Shape | undefined)?.wrapped;
};

/** A value the field's own schema refuses: a text where an object or number belongs, else a list. */
const malformedFor = (schema: v.GenericSchema, path: string): unknown => {
  const field = fieldSchema(schema, path);
  return ['malformed', [{ malformed: true }]].find((candidate) => !field || !v.safeParse(field, candidate).success);
};

describe('the tolerant reader (docs/api.md, "Required and optional fields")', () => {
  it('has a real sample answer for every answer schema with an optional field', () => {
    expect(withOptional.filter((schema) => !SAMPLES.has(schema)).map(callOf)).toEqual([]);
  });

  describe.each(withOptional.map((schema) => [callOf(schema), schema] as const))('%s', (_call, schema) => {
    const paths = optionalPaths(schema);

    it.each(paths)('reads the answer without %s, with everything required as it was', async (path) => {
      const sample = await SAMPLES.get(schema)?.();
      const full = v.parse(schema, sample);
      const stripped = withoutPath(sample, path);
      expect(stripped).not.toEqual(sample);
      const result = v.safeParse(schema, stripped);
      expect(result.issues).toBeUndefined();
      expect(required(schema, result.output)).toEqual(required(schema, full));
    });

    it.each(paths)('reads a malformed %s as missing, and says so once', async (path) => {
      forgetTolerated();
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const sample = await SAMPLES.get(schema)?.();
        const full = v.parse(schema, sample);
        const broken = replaceAt(sample, path, malformedFor(schema, path));
        const first = v.safeParse(schema, broken);
        const again = v.safeParse(schema, broken);
        expect(first.issues).toBeUndefined();
        expect(again.issues).toBeUndefined();
        expect(required(schema, first.output)).toEqual(required(schema, full));
        // The profile edits' fields are plain optionals under a whole-answer fallback: nothing to report.
        if (schema !== answers.ProfileEditSchema) expect(warn).toHaveBeenCalledTimes(1);
      } finally {
        warn.mockRestore();
      }
    });

    it('reads the answer with only its required fields', async () => {
      const sample = await SAMPLES.get(schema)?.();
      const minimal = stripOptional(schema, sample);
      const result = v.safeParse(schema, minimal);
      expect(result.issues).toBeUndefined();
      expect(required(schema, result.output)).toEqual(required(schema, v.parse(schema, sample)));
    });
  });
});

/** The sample with `value` in place of the field at `path` (as `optionalPaths` names it), wherever it is. */
function replaceAt(sample: unknown, path: string, value: unknown): unknown {
  const [head = '', ...rest] = path.split('.');
  const tail = rest.join('.');
  const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
  if (head.endsWith('[]')) {
    const key = head.slice(0, -2);
    const list = key === '' ? sample : isRecord(sample) ? sample[key] : undefined;
    if (!Array.isArray(list)) return sample;
    const mapped = list.map((entry) => replaceAt(entry, tail, value));
    return key === '' ? mapped : { ...(sample as Record<string, unknown>), [key]: mapped };
  }
  if (!isRecord(sample) || !(head in sample)) return sample;
  return { ...sample, [head]: tail === '' ? value : replaceAt(sample[head], tail, value) };
}
