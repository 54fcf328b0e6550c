import { checkSearchQuery, isSuggestible } from './searchRules';

describe('checkSearchQuery (docs/behaviour.md §13)', () => {
  it('trims the query before using it', () => {
    expect(checkSearchQuery('  brufen \n')).toEqual({ kind: 'ok', query: 'brufen' });
  });

  it.each(['', '   ', '\t\n'])('treats %j as blank: nothing happens', (raw) => {
    expect(checkSearchQuery(raw)).toEqual({ kind: 'blank' });
  });

  it.each(['a', 'ab', '  ab  '])('refuses %j: fewer than 3 characters after trimming', (raw) => {
    expect(checkSearchQuery(raw)).toEqual({ kind: 'tooShort' });
  });

  it('accepts exactly 3 characters, Cyrillic included', () => {
    expect(checkSearchQuery('abc')).toEqual({ kind: 'ok', query: 'abc' });
    expect(checkSearchQuery(' бру ')).toEqual({ kind: 'ok', query: 'бру' });
  });

  it('asks for suggestions only for a searchable query', () => {
    expect(isSuggestible('pa ')).toBe(false);
    expect(isSuggestible('par')).toBe(true);
  });
});
