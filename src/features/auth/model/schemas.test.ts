import { errorsOf } from '@/testing/schema';
import type { ValidationError } from 'yup';
import {
  newPasswordSchema,
  recoveryCodeSchema,
  recoveryPhoneSchema,
  registerSchema,
  signInSchema,
  smsCodeSchema,
} from './schemas';

describe('sign-in schema', () => {
  it('wants a phone of 8 or 9 digits and a password', () => {
    expect(errorsOf(signInSchema, { phone: '', password: '' })).toEqual({
      phone: 'validation.phoneRequired',
      password: 'validation.passwordRequired',
    });
    expect(errorsOf(signInSchema, { phone: '641', password: 'x' })).toEqual({ phone: 'validation.phoneInvalid' });
    expect(errorsOf(signInSchema, { phone: '641234567', password: 'x' })).toEqual({});
  });

  it('has no e-mail or name', () => {
    expect(Object.keys(signInSchema.fields).sort()).toEqual(['password', 'phone']);
  });
});

describe('register schema', () => {
  const valid = { phone: '641234567', email: 'ana@example.rs', name: 'Ana', password: 'p' };

  it('accepts complete details', () => {
    expect(errorsOf(registerSchema, valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      phone: 'validation.phoneRequired',
      email: 'validation.emailRequired',
      name: 'validation.nameRequired',
      password: 'validation.passwordRequired',
    });
  });

  it('checks the e-mail and ignores surrounding spaces', () => {
    expect(errorsOf(registerSchema, { ...valid, email: 'ana@' })).toEqual({ email: 'validation.emailInvalid' });
    expect(errorsOf(registerSchema, { ...valid, email: ' ana@example.rs ' })).toEqual({});
    expect(errorsOf(registerSchema, { ...valid, name: '   ' })).toEqual({ name: 'validation.nameRequired' });
  });
});

describe('SMS code schemas', () => {
  it('require the code', () => {
    expect(errorsOf(smsCodeSchema, { code: ' ' })).toEqual({ code: 'validation.codeRequired' });
    expect(errorsOf(smsCodeSchema, { code: '1234' })).toEqual({});
    expect(errorsOf(recoveryCodeSchema, { sms: '' })).toEqual({ sms: 'validation.codeRequired' });
  });
});

describe('recovery schemas', () => {
  it('want a valid phone', () => {
    expect(errorsOf(recoveryPhoneSchema, { phone: '+381 64 123' })).toEqual({ phone: 'validation.phoneInvalid' });
    expect(errorsOf(recoveryPhoneSchema, { phone: '00381641234567' })).toEqual({});
  });

  it('want the new password twice, the same (flag notPasswordMatch)', () => {
    expect(errorsOf(newPasswordSchema, {})).toEqual({
      password: 'validation.passwordRequired',
      confirm_password: 'validation.confirmPasswordRequired',
    });
    expect(errorsOf(newPasswordSchema, { password: 'abc', confirm_password: 'abd' })).toEqual({
      confirm_password: 'validation.notPasswordMatch',
    });
    try {
      newPasswordSchema.validateSync({ password: 'abc', confirm_password: 'abd' });
    } catch (error) {
      expect((error as ValidationError).type).toBe('notPasswordMatch');
    }
    expect(errorsOf(newPasswordSchema, { password: 'abc', confirm_password: 'abc' })).toEqual({});
  });
});
