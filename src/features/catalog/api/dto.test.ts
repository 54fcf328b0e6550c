import * as v from 'valibot';
import { ProductsSchema } from '@/shared/api';
import { forgetTolerated } from '@/shared/api/tolerant';
import { toProduct } from './dto';

/**
 * The tolerant reader's safe default for `rx` (docs/api.md, "Required and optional fields"): an
 * answer that does not say "no prescription" is never read as one.
 */
const card = {
  id: 1001,
  name: 'Febricet 500 mg',
  price: 180,
  old_price: 220,
  allow_safety: false,
  is_medicine: false,
};

/** A card as GET /products answers it, through the answer's schema. */
const parse = (rx: unknown) => {
  const [dto] = v.parse(ProductsSchema, { list: [rx === undefined ? card : { ...card, rx }] }).list;
  if (!dto) throw new Error('the card was left out');
  return dto;
};
const read = (rx: unknown) => toProduct(parse(rx));

describe('a product card’s rx', () => {
  beforeEach(() => {
    forgetTolerated();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a string', 'no'],
    ['a number', 0],
  ])('%s reads as unknown: prescription-like, a medicine, never discounted', (_case, rx) => {
    expect(parse(rx).rx).toBeUndefined();
    expect(read(rx)).toMatchObject({ rx: true, rxUnknown: true, isMedicine: true, oldPrice: null });
  });

  it('false reads as no prescription, with the answer’s other details', () => {
    expect(read(false)).toMatchObject({ rx: false, rxUnknown: false, isMedicine: false, oldPrice: 220 });
  });

  it('true reads as a prescription medicine', () => {
    expect(read(true)).toMatchObject({ rx: true, rxUnknown: false, isMedicine: true, oldPrice: null });
  });
});
