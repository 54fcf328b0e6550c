import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page of a short listing', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts gaps around the current page of a long listing', () => {
    expect(pageWindow(6, 42)).toEqual([1, 'gap', 5, 6, 7, 'gap', 42]);
    expect(pageWindow(1, 42)).toEqual([1, 2, 'gap', 42]);
    expect(pageWindow(42, 42)).toEqual([1, 'gap', 41, 42]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
