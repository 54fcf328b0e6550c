import { errorsOf } from '@/testing/schema';
import { deleteSchema, emailSchema, nameSchema, passwordChangeSchema } from './schemas';

describe('account schemas', () => {
  it('name: required, spaces alone do not count', () => {
    expect(errorsOf(nameSchema, { name: '  ' })).toEqual({ name: 'validation.nameRequired' });
    expect(errorsOf(nameSchema, { name: 'Ana' })).toEqual({});
  });

  it('e-mail: required and valid, with the current password', () => {
    const password = 'demo1234';
    expect(errorsOf(emailSchema, { email: '', password })).toEqual({ email: 'validation.emailRequired' });
    expect(errorsOf(emailSchema, { email: 'ana@', password })).toEqual({ email: 'validation.emailInvalid' });
    expect(errorsOf(emailSchema, { email: 'ana@example.rs', password })).toEqual({});
    // A new e-mail is confirmed with the current password.
    expect(errorsOf(emailSchema, { email: 'ana@example.rs', password: '' })).toEqual({
      password: 'validation.currentPasswordRequired',
    });
  });

  it('password change: the current and the new password', () => {
    expect(errorsOf(passwordChangeSchema, {})).toEqual({
      password: 'validation.currentPasswordRequired',
      new_password: 'validation.newPasswordRequired',
    });
    expect(errorsOf(passwordChangeSchema, { password: 'a', new_password: 'b' })).toEqual({});
  });

  it('deletion: a known reason; another reason needs words; the current password', () => {
    const password = 'demo1234';
    expect(errorsOf(deleteSchema, { reason: '', details: '', password })).toEqual({
      reason: 'validation.reasonRequired',
    });
    expect(errorsOf(deleteSchema, { reason: 'bogus', details: '', password })).toHaveProperty('reason');
    expect(errorsOf(deleteSchema, { reason: 'privacy', details: '', password })).toEqual({});
    expect(errorsOf(deleteSchema, { reason: 'other', details: ' ', password })).toEqual({
      details: 'validation.reasonDetailsRequired',
    });
    expect(errorsOf(deleteSchema, { reason: 'other', details: 'Selim se', password })).toEqual({});
    expect(errorsOf(deleteSchema, { reason: 'privacy', details: '', password: '' })).toEqual({
      password: 'validation.currentPasswordRequired',
    });
  });
});
