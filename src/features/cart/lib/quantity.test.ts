import { parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['99', 99],
    ['150', 99],
    ['007', 7],
  ])('takes whole digits: %p → %p', (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });

  it.each(['2.5', '2,5', '1e3', '-1', '0', '+3', 'abc', '', '٣'])('refuses %p', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});
