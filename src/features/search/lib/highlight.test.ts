import { highlight } from './highlight';

describe('highlight', () => {
  it('splits around the first case-insensitive match', () => {
    expect(highlight('Brufen 400 mg', 'bru')).toEqual({ before: '', match: 'Bru', after: 'fen 400 mg' });
    expect(highlight('Aspirin Protect', ' PROT ')).toEqual({ before: 'Aspirin ', match: 'Prot', after: 'ect' });
  });

  it('leaves the name whole when the query is not in it (a Cyrillic or substance match)', () => {
    expect(highlight('Brufen 400 mg', 'бруфен')).toEqual({ before: 'Brufen 400 mg', match: '', after: '' });
  });

  it('keeps markup-looking text as plain text', () => {
    expect(highlight('<b>x</b> gel', 'gel')).toEqual({ before: '<b>x</b> ', match: 'gel', after: '' });
  });
});
