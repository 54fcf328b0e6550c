import { readableOn } from './readableOn';

describe('readableOn', () => {
  it('puts white text on dark colours', () => {
    expect(readableOn('#0b6e4f')).toEqual({ background: '#0b6e4f', text: '#ffffff' });
    expect(readableOn('#1f3a93').text).toBe('#ffffff');
  });

  it('puts dark text on light colours', () => {
    expect(readableOn('#ffd43b').text).toBe('#16241f');
    expect(readableOn('#f8f9fa').text).toBe('#16241f');
  });

  it('falls back to the brand colour for anything that is not a hex colour', () => {
    expect(readableOn('red; background: url(x)')).toEqual({ background: 'var(--color-primary)', text: '#ffffff' });
  });
});
