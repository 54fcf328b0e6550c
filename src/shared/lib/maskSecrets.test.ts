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

  it("masks an eRecept call's arguments and answer in the cache and in its actions, keeping its name and status", () => {
    const args = { prescription_id: 'ER2611000101', lbo: '12345678901', city_id: 1 };
    const answer = { prescription: { medicines: [{ name: 'Valsacor 160 mg' }] }, pharmacies: [] };
    const state = {
      api: {
        mutations: { r1: { endpointName: 'findPrescription', status: 'fulfilled', originalArgs: args, data: answer } },
      },
    };
    const fulfilled = {
      type: 'api/executeMutation/fulfilled',
      payload: answer,
      meta: { arg: { type: 'mutation', endpointName: 'findPrescription', originalArgs: args } },
    };
    const masked = { state: maskSecrets(state), action: maskSecrets(fulfilled) };
    expect(masked.state.api.mutations.r1).toEqual({
      endpointName: 'findPrescription',
      status: 'fulfilled',
      originalArgs: MASK,
      data: MASK,
    });
    expect(masked.action.payload).toBe(MASK);
    expect(masked.action.meta.arg).toEqual({ type: 'mutation', endpointName: 'findPrescription', originalArgs: MASK });
    expect(JSON.stringify(masked)).not.toMatch(/ER2611|12345678901|Valsacor/);
    // Other calls keep their answers.
    expect(maskSecrets({ endpointName: 'getProducts', data: { name: 'Valsacor' } }).data).toEqual({ name: 'Valsacor' });
  });

  it("masks an eRecept call's error body, a toast's server text, and a tracked order's cache key (issue 50)", () => {
    const expired = { status: 410, message: 'This eRecept expired on 2026-11-30.' };
    const state = {
      api: {
        mutations: { r2: { endpointName: 'findPrescription', status: 'rejected', error: expired } },
        queries: {
          'trackOrder({"id":7,"key":"K3Y-S3CR3T"})': {
            endpointName: 'trackOrder',
            queryCacheKey: 'trackOrder({"id":7,"key":"K3Y-S3CR3T"})',
            originalArgs: { id: 7, key: 'K3Y-S3CR3T' },
            data: { number: 'APT-7', status: 'ready' },
          },
        },
        subscriptions: { 'trackOrder({"id":7,"key":"K3Y-S3CR3T"})': { s1: {} } },
      },
      toast: { items: [{ id: 1, tone: 'error', durationMs: 2000, text: expired.message, repeats: 0 }], nextId: 2 },
    };
    const rejected = {
      type: 'api/executeMutation/rejected',
      payload: expired,
      error: { message: 'Rejected with value' },
      meta: { arg: { endpointName: 'findPrescription' } },
    };
    const shown = { type: 'toast/showToast', payload: { tone: 'error', durationMs: 2000, text: expired.message } };
    const masked = maskSecrets({ state, rejected, shown });
    expect(masked.state.api.mutations.r2.error).toBe(MASK);
    expect(Object.keys(masked.state.api.queries)).toEqual([`trackOrder(${MASK})`]);
    expect((masked.state.api.queries as Record<string, unknown>)[`trackOrder(${MASK})`]).toMatchObject({
      queryCacheKey: `trackOrder(${MASK})`,
      originalArgs: { id: 7, key: MASK },
      data: { number: 'APT-7', status: 'ready' },
    });
    expect(masked.state.toast.items[0]).toMatchObject({ tone: 'error', text: MASK, repeats: 0 });
    expect(masked.shown.payload).toEqual({ tone: 'error', durationMs: 2000, text: MASK });
    expect(JSON.stringify(masked)).not.toMatch(/2026-11-30|K3Y-S3CR3T/);
    // A message id says which toast it was.
    expect(maskSecrets({ tone: 'info', durationMs: 2000, messageId: 'auth.signedOut' }).messageId).toBe(
      'auth.signedOut',
    );
    expect(maskSecrets({ 'getProducts({"page":1})': 1 })).toEqual({ 'getProducts({"page":1})': 1 });
  });

  it('does not change the original', () => {
    const action = { type: 'x', payload: { password: 'p' } };
    maskSecrets(action);
    expect(action.payload.password).toBe('p');
  });
});
