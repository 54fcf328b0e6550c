import { nameMatches } from './nameMatch';

describe('nameMatches: the manufacturer filter search', () => {
  it('finds a name by any part of it, whatever the case', () => {
    expect(nameMatches('Morava Pharm', 'mor')).toBe(true);
    expect(nameMatches('Morava Pharm', 'PHARM')).toBe(true);
    expect(nameMatches('Morava Pharm', 'tara')).toBe(false);
  });

  it('ignores diacritics on either side, đ included', () => {
    expect(nameMatches('Tamiš Kozmetika', 'tamis')).toBe(true);
    expect(nameMatches('Fruška Lab', 'FRUŠ')).toBe(true);
    expect(nameMatches('Đurđevak Med', 'djur')).toBe(false);
    expect(nameMatches('Đurđevak Med', 'durdevak')).toBe(true);
    expect(nameMatches('Tamis Lab', 'tamiš')).toBe(true);
  });

  it('wants every word, in any order; an empty query matches everything', () => {
    expect(nameMatches('Morava Pharm', 'pharm mor')).toBe(true);
    expect(nameMatches('Morava Pharm', 'mor lab')).toBe(false);
    expect(nameMatches('Morava Pharm', '   ')).toBe(true);
  });
});
