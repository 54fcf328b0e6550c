import { formatPhone, isValidPhone, maskPhoneDigits, normalizePhone, phoneSchema, toApiPhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+381 64 123 4567', '641234567'],
    ['+381641234567', '641234567'],
    ['381641234567', '641234567'],
    ['00381 64 123 4567', '641234567'],
    ['064 123 4567', '641234567'],
    ['+381 (64) 123-4567', '641234567'],
    ['  64 123 45 67  ', '641234567'],
    ['+381 0 64 123 4567', '641234567'],
    ['641234567', '641234567'],
    ['11 123 456', '11123456'],
    ['+381', ''],
    ['+381 (', ''],
    ['', ''],
  ])('%s → %s', (input, national) => {
    expect(normalizePhone(input)).toBe(national);
  });

  it('keeps a national number that itself starts with 381', () => {
    expect(normalizePhone('38 123 456')).toBe('38123456');
    expect(normalizePhone('+381 38 123 456')).toBe('38123456');
  });
});

describe('isValidPhone', () => {
  it.each(['+381 64 123 4567', '00381 11 123 456', '064 123 4567', '64123456'])('accepts %s', (input) => {
    expect(isValidPhone(input)).toBe(true);
  });

  it.each(['', '+381', '64 123', '6412345', '+381 64 123 45678', 'phone'])('rejects %s', (input) => {
    expect(isValidPhone(input)).toBe(false);
  });
});

describe('toApiPhone', () => {
  it('keeps only digits, + and spaces in the displayed grouping', () => {
    expect(toApiPhone('641234567')).toBe('+381 64 123 4567');
    expect(toApiPhone('+381 (64) 123-4567')).toBe('+381 64 123 4567');
    expect(toApiPhone('11123456')).toBe('+381 11 123 456');
    expect(toApiPhone('+381 (64) 123 4567')).toMatch(/^[\d+\s]+$/);
  });

  it('formats for reading the same way', () => {
    expect(formatPhone('0641234567')).toBe('+381 64 123 4567');
  });
});

describe('maskPhoneDigits', () => {
  it('hides the digits after the area code except the last two', () => {
    expect(maskPhoneDigits('+381 64 123 4567')).toBe('+381 64 *** **67');
    expect(maskPhoneDigits('11123456')).toBe('+381 11 *** *56');
  });
});

describe('phoneSchema', () => {
  const schema = phoneSchema();
  const errorOf = (value: unknown) =>
    schema.validate(value).then(
      () => null,
      (error: { message: string }) => error.message,
    );

  it('requires a value', async () => {
    expect(await errorOf('')).toBe('validation.phoneRequired');
    expect(await errorOf(undefined)).toBe('validation.phoneRequired');
    expect(await errorOf('   ')).toBe('validation.phoneRequired');
  });

  it('wants 8 or 9 national digits', async () => {
    expect(await errorOf('6412345')).toBe('validation.phoneInvalid');
    expect(await errorOf('6412345678')).toBe('validation.phoneInvalid');
    expect(await errorOf('64123456')).toBeNull();
    expect(await errorOf('641234567')).toBeNull();
    expect(await errorOf('+381 64 123 4567')).toBeNull();
  });
});
