import { maskSecrets, MASK } from './maskSecrets';

describe('maskSecrets', () => {
  it('masks tokens, passwords and codes at any depth and keeps everything else', () => {
    const state = {
      api: {
        mutations: {
          abc: { originalArgs: { phone: '+381 64 123 4567', password: 'demo1234' }, data: { auth_token: 'T0KEN' } },
        },
        queries: { 'getProfile(undefined)': { data: { phone: '+381 64 123 4567', name: 'Milica' } } },
      },
      list: [{ token: 'recovery', session: 's-1', code: '1234', device_token: 'D' }],
    };
    const masked = maskSecrets(state);
    expect(masked.api.mutations.abc.originalArgs).toEqual({ phone: '+381 64 123 4567', password: MASK });
    expect(masked.api.mutations.abc.data).toEqual({ auth_token: MASK });
    expect(masked.api.queries['getProfile(undefined)'].data.name).toBe('Milica');
    expect(masked.list[0]).toEqual({ token: MASK, session: MASK, code: MASK, device_token: MASK });
    expect(JSON.stringify(masked)).not.toMatch(/T0KEN|demo1234|recovery/);
  });

  it('masks a question to a pharmacist and its answer (health data), keeping which and when', () => {
    const entry = { id: 7, number: 'Q-300007', question: 'Is it safe in pregnancy?', answer: 'Please see a doctor.' };
    const masked = maskSecrets({ api: { queries: { 'getQuestions(undefined)': { data: [entry] } } } });
    expect(masked.api.queries['getQuestions(undefined)'].data).toEqual([
      { id: 7, number: 'Q-300007', question: MASK, answer: MASK },
    ]);
  });

  it('does not change the original', () => {
    const action = { type: 'x', payload: { password: 'p' } };
    maskSecrets(action);
    expect(action.payload.password).toBe('p');
  });
});
