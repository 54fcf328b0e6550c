import IMask from 'imask';
import { phoneMaskOptions } from './phoneMask';

/**
 * The mask alone, through IMask's public setters: whichever way a number arrives (the masked
 * text, as the field sets it; the unmasked digits, as IMask's own undo history sets them), the
 * same number comes out, and no national digit is taken for a digit of "+381".
 */
describe('phone mask', () => {
  it.each(['112345678', '34123456', '38123456', '641234567'])(
    'formats the national number %s set as unmasked digits',
    (national) => {
      const masked = IMask.createMask({ ...phoneMaskOptions });
      masked.unmaskedValue = national;
      expect(masked.unmaskedValue).toBe(national);
      expect(masked.value.startsWith('+381 (')).toBe(true);
    },
  );

  it.each([
    ['+381 (112345678', '112345678', '+381 (11) 234 5678'],
    ['+381 64 123 4567', '641234567', '+381 (64) 123 4567'],
    ['0641234567', '641234567', '+381 (64) 123 4567'],
    ['00381 34 123 456', '34123456', '+381 (34) 123 456'],
    ['+', '', '+381 ('],
  ])('reads the text %s as %s', (text, national, shown) => {
    const masked = IMask.createMask({ ...phoneMaskOptions });
    masked.value = text;
    expect(masked.unmaskedValue).toBe(national);
    expect(masked.value).toBe(shown);
  });
});
