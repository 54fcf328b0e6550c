import { decodeCart, encodeCart, readStoredCart } from './cartFormat';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './constants';

describe('aptkB format', () => {
  it('writes the compact pair list, and an empty string for an empty cart', () => {
    expect(
      encodeCart([
        { id: 101, quantity: 2 },
        { id: 205, quantity: 1 },
      ]),
    ).toBe('[[101,2],[205,1]]');
    expect(encodeCart([])).toBe('');
  });

  it('reads back what it wrote', () => {
    const lines = [
      { id: 1001, quantity: 3 },
      { id: 1450, quantity: MAX_LINE_QUANTITY },
    ];
    expect(decodeCart(encodeCart(lines))).toEqual(lines);
    expect(decodeCart(encodeCart([]))).toEqual([]);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '[[101,2'],
    ['an object', '{"101":2}'],
    ['a number', '42'],
    ['the JSON null', 'null'],
    ['a string', '"[[101,2]]"'],
  ])('counts %s as an empty cart', (_label, raw) => {
    expect(decodeCart(raw)).toEqual([]);
  });

  it('keeps the readable pairs of a partly damaged list', () => {
    expect(
      decodeCart(
        '[[101,2],[0,1],[-5,1],[102,0],[103,0.5],["104",1],[105],[106,1,2],null,[107,"x"],[108,4],[109,"1e3"]]',
      ),
    ).toEqual([
      { id: 101, quantity: 2 },
      { id: 108, quantity: 4 },
    ]);
  });

  it('reads quantities leniently: a numeric string counts, a fraction is rounded down', () => {
    expect(decodeCart('[[101,"2"],[102,2.5],[103," 3 "],[104,"2.9"],[105,1.99]]')).toEqual([
      { id: 101, quantity: 2 },
      { id: 102, quantity: 2 },
      { id: 103, quantity: 3 },
      { id: 104, quantity: 2 },
      { id: 105, quantity: 1 },
    ]);
  });

  it('counts the readable products the cap left out', () => {
    const pairs = Array.from({ length: 10_000 }, (_, index) => [index + 1, 1]);
    const { lines, overflow } = readStoredCart(JSON.stringify([...pairs, [1, 1], [0, 1]]));
    expect(lines).toHaveLength(MAX_CART_LINES);
    expect(overflow).toBe(10_000 - MAX_CART_LINES);
    expect(readStoredCart('[[101,1]]').overflow).toBe(0);
  });

  it('caps large quantities instead of dropping the line', () => {
    expect(decodeCart('[[101,1000000],[102,99],[103,100]]')).toEqual([
      { id: 101, quantity: MAX_LINE_QUANTITY },
      { id: 102, quantity: 99 },
      { id: 103, quantity: MAX_LINE_QUANTITY },
    ]);
    expect(decodeCart(`[[101,${Number.MAX_SAFE_INTEGER + 2}]]`)).toEqual([]);
  });

  it('merges a product listed twice', () => {
    expect(decodeCart('[[101,2],[102,1],[101,3]]')).toEqual([
      { id: 101, quantity: 5 },
      { id: 102, quantity: 1 },
    ]);
    expect(decodeCart('[[101,60],[101,60]]')).toEqual([{ id: 101, quantity: MAX_LINE_QUANTITY }]);
  });

  it('keeps at most MAX_CART_LINES products', () => {
    const many = Array.from({ length: MAX_CART_LINES + 5 }, (_, index) => [1001 + index, 1]);
    const lines = decodeCart(JSON.stringify(many));
    expect(lines).toHaveLength(MAX_CART_LINES);
    expect(lines.at(-1)).toEqual({ id: 1000 + MAX_CART_LINES, quantity: 1 });
  });
});
