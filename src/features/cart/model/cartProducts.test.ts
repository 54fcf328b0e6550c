import { keepCartProducts, storedCartProducts, storedProductsOf } from './cartProducts';
import type { Product } from '@/features/catalog';

const product = (id: number, name: string): Product => ({
  id,
  name,
  form: 'tablete',
  formKind: 'tablets',
  dosage: '500 mg',
  pack: '20 tableta',
  manufacturer: 'Galenika',
  activeSubstance: 'paracetamol',
  categorySlug: null,
  rx: false,
  rxUnknown: false,
  vatRate: 10,
  price: 250,
  oldPrice: null,
  allowSafety: false,
  pharmaciesCount: 3,
  color: null,
  packUnit: { kind: 'tablet', count: 20 },
  isMedicine: true,
});

describe('the products a cart is drawn with (aptk_cart_products)', () => {
  it('keeps the products of the cart’s lines only, newest answer first, and goes with the last line', () => {
    keepCartProducts(
      [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 1 },
      ],
      [product(1, 'A'), product(2, 'B'), product(3, 'C')],
    );
    expect(storedCartProducts.read()?.map(({ id }) => id)).toEqual([1, 2]);
    keepCartProducts(
      [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 1 },
      ],
      [product(2, 'B 2')],
    );
    expect(storedProductsOf([{ id: 2, quantity: 1 }])?.map(({ name }) => name)).toEqual(['B 2']);
    keepCartProducts([{ id: 2, quantity: 1 }], []);
    expect(storedCartProducts.read()?.map(({ id }) => id)).toEqual([2]);
    keepCartProducts([], []);
    expect(localStorage.getItem('aptk_cart_products')).toBeNull();
  });

  it('draws nothing half: a line without a kept product, or unreadable text, is no products', () => {
    keepCartProducts([{ id: 1, quantity: 1 }], [product(1, 'A')]);
    expect(
      storedProductsOf([
        { id: 1, quantity: 1 },
        { id: 9, quantity: 1 },
      ]),
    ).toBeNull();
    for (const text of ['{', '[{"id":1}]', '[{"id":"1"}]', 'null']) {
      localStorage.setItem('aptk_cart_products', text);
      expect(storedProductsOf([{ id: 1, quantity: 1 }])).toBeNull();
    }
  });
});
