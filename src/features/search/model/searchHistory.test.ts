import {
  clearSearchHistory,
  getSearchHistorySnapshot,
  readSearchHistory,
  rememberSearch,
  SEARCH_HISTORY_KEY,
  subscribeSearchHistory,
} from './searchHistory';

const stored = (): unknown => JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? 'null');

describe('search history (docs/behaviour.md §13)', () => {
  beforeEach(() => window.localStorage.clear());

  it('is empty when nothing is stored', () => {
    expect(readSearchHistory()).toEqual([]);
  });

  it('stores terms newest first as a JSON array of strings', () => {
    rememberSearch('brufen');
    rememberSearch('paracetamol');
    expect(stored()).toEqual(['paracetamol', 'brufen']);
    expect(readSearchHistory()).toEqual(['paracetamol', 'brufen']);
  });

  it('moves a repeated term to the front instead of keeping it twice', () => {
    rememberSearch('brufen');
    rememberSearch('paracetamol');
    rememberSearch('vitamin c');
    rememberSearch('brufen');
    expect(readSearchHistory()).toEqual(['brufen', 'vitamin c', 'paracetamol']);
  });

  it('treats the same word in another case as the same term, keeping the newest spelling', () => {
    rememberSearch('brufen');
    rememberSearch('Brufen');
    expect(readSearchHistory()).toEqual(['Brufen']);
  });

  it('keeps at most 10 terms, dropping the oldest', () => {
    for (let index = 1; index <= 12; index += 1) rememberSearch(`term ${index}`);
    const history = readSearchHistory();
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('term 12');
    expect(history[9]).toBe('term 3');
    expect(stored()).toEqual(history);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"a":1}'],
    ['a string', '"brufen"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('counts %s as no history and replaces it at the next search', (_label, raw) => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, raw);
    expect(readSearchHistory()).toEqual([]);
    rememberSearch('brufen');
    expect(stored()).toEqual(['brufen']);
  });

  it('drops entries that are not non-empty strings and tidies a hand-edited list', () => {
    window.localStorage.setItem(
      SEARCH_HISTORY_KEY,
      JSON.stringify(['ok', 3, null, '  ', ' ok ', 'two', ...Array.from({ length: 12 }, (_, i) => `x${i}`)]),
    );
    const history = readSearchHistory();
    expect(history.slice(0, 3)).toEqual(['ok', 'two', 'x0']);
    expect(history).toHaveLength(10);
  });

  it('clears everything', () => {
    rememberSearch('brufen');
    clearSearchHistory();
    expect(readSearchHistory()).toEqual([]);
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('tells subscribers about changes and keeps the snapshot stable between them', () => {
    const listener = jest.fn();
    const stop = subscribeSearchHistory(listener);
    rememberSearch('brufen');
    const first = getSearchHistorySnapshot();
    expect(getSearchHistorySnapshot()).toBe(first);
    clearSearchHistory();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSearchHistorySnapshot()).toEqual([]);
    stop();
    rememberSearch('again');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stores the contract’s text byte for byte: a JSON array, newest first, one spelling per term', () => {
    rememberSearch('vitamin c');
    rememberSearch('brufen');
    rememberSearch(' Brufen ');
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBe('["Brufen","vitamin c"]');
  });
});
