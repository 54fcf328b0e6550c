import { moveActive } from './moveActive';

describe('moveActive', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(-1, 4, 1)).toBe(0);
    expect(moveActive(-1, 4, -1)).toBe(3);
  });

  it('wraps around both ends', () => {
    expect(moveActive(3, 4, 1)).toBe(0);
    expect(moveActive(0, 4, -1)).toBe(3);
    expect(moveActive(1, 4, 1)).toBe(2);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
