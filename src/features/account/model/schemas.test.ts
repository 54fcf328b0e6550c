import { errorsOf } from '@/testing/schema';
import { deleteSchema, emailSchema, nameSchema, passwordChangeSchema } from './schemas';

describe('account schemas', () => {
  it('name: required, spaces alone do not count', () => {
    expect(errorsOf(nameSchema, { name: '  ' })).toEqual({ name: 'validation.nameRequired' });
    expect(errorsOf(nameSchema, { name: 'Ana' })).toEqual({});
  });

  it('e-mail: required and valid', () => {
    expect(errorsOf(emailSchema, { email: '' })).toEqual({ email: 'validation.emailRequired' });
    expect(errorsOf(emailSchema, { email: 'ana@' })).toEqual({ email: 'validation.emailInvalid' });
    expect(errorsOf(emailSchema, { email: 'ana@example.rs' })).toEqual({});
  });

  it('password change: the current and the new password', () => {
    expect(errorsOf(passwordChangeSchema, {})).toEqual({
      password: 'validation.currentPasswordRequired',
      new_password: 'validation.newPasswordRequired',
    });
    expect(errorsOf(passwordChangeSchema, { password: 'a', new_password: 'b' })).toEqual({});
  });

  it('deletion: a known reason; another reason needs words', () => {
    expect(errorsOf(deleteSchema, { reason: '', details: '' })).toEqual({ reason: 'validation.reasonRequired' });
    expect(errorsOf(deleteSchema, { reason: 'bogus', details: '' })).toHaveProperty('reason');
    expect(errorsOf(deleteSchema, { reason: 'privacy', details: '' })).toEqual({});
    expect(errorsOf(deleteSchema, { reason: 'other', details: ' ' })).toEqual({
      details: 'validation.reasonDetailsRequired',
    });
    expect(errorsOf(deleteSchema, { reason: 'other', details: 'Selim se' })).toEqual({});
  });
});
