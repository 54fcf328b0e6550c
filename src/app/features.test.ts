import { sessionEnded } from '@/shared/lifecycle';
import { withStoredFeatures } from './features';
import { makeStore } from './store';

/**
 * The features added later (docs/lifecycle.md, "Features added later"): a visitor with nothing
 * stored loads none; one with stored state gets it restored at start, byte for byte, and a
 * session's end then removes the client's part as it did when the reducers were in the first load.
 * The order of the tests matters: a feature once added stays in the root reducer.
 */
const CLIENT_KEY = 'c'.repeat(32);
const BROWSER_KEY = 'b'.repeat(32);
const STORED = {
  local: {
    aptk_alerts: JSON.stringify([CLIENT_KEY, BROWSER_KEY]),
    aptk_alerts_client: JSON.stringify([CLIENT_KEY]),
    aptk_alerts_seen: JSON.stringify([CLIENT_KEY]),
    aptk_therapy_notified: JSON.stringify(['7:1']),
  },
  session: {
    aptk_checkout: JSON.stringify({
      pharmacy: { id: 101, cityId: 1 },
      split: null,
      transfers: [1013],
      contacts: { name: 'Milica Jovanović', phone: '+381641234567', comment: 'do podne' },
      attempt: { key: 'attempt-0001', body: '{"lines":[]}' },
    }),
  },
};

const storedTexts = () => ({
  local: Object.fromEntries(Object.keys(STORED.local).map((key) => [key, localStorage.getItem(key)])),
  session: Object.fromEntries(Object.keys(STORED.session).map((key) => [key, sessionStorage.getItem(key)])),
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The first test's store: made before any feature was added. */
let madeBefore: ReturnType<typeof makeStore> | undefined;

describe('features added later', () => {
  it('a visitor with nothing stored loads none of them at start', async () => {
    const store = makeStore();
    madeBefore = store;
    await withStoredFeatures(store);
    const state = store.getState() as unknown as Record<string, unknown>;
    expect(state.checkout).toBeUndefined();
    expect(state.alerts).toBeUndefined();
    expect(state.therapy).toBeUndefined();
  });

  it('stored state is restored when its reducer arrives, unchanged, and a session’s end removes the client’s part', async () => {
    for (const [key, text] of Object.entries(STORED.local)) localStorage.setItem(key, text);
    for (const [key, text] of Object.entries(STORED.session)) sessionStorage.setItem(key, text);
    const store = makeStore();
    expect((store.getState() as unknown as Record<string, unknown>).checkout).toBeUndefined();

    await withStoredFeatures(store);
    const state = store.getState();
    expect(state.checkout).toMatchObject({
      pharmacy: { id: 101, cityId: 1 },
      transfers: [1013],
      contacts: { name: 'Milica Jovanović', phone: '+381641234567', comment: 'do podne' },
      attempt: { key: 'attempt-0001', body: '{"lines":[]}' },
    });
    expect(state.alerts).toMatchObject({ keys: [CLIENT_KEY, BROWSER_KEY], client: [CLIENT_KEY], seen: [CLIENT_KEY] });
    expect(state.therapy).toBeDefined();
    // Restoring writes nothing: the stored texts are the contract's, byte for byte.
    expect(storedTexts()).toEqual(STORED);

    store.dispatch(sessionEnded({ where: 'here' }));
    expect(JSON.parse(localStorage.getItem('aptk_alerts') ?? 'null')).toEqual([BROWSER_KEY]);
    // Removed by the registry's rule, and not written back empty by the slice.
    expect(localStorage.getItem('aptk_alerts_client')).toBeNull();
    expect(localStorage.getItem('aptk_therapy_notified')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('aptk_checkout') ?? '{}')).toMatchObject({
      pharmacy: { id: 101, cityId: 1 },
      contacts: null,
      attempt: null,
    });
  });

  it('a store made before a feature was added goes on without an error (the prerender makes one per page)', () => {
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    madeBefore?.dispatch(sessionEnded({ where: 'here' }));
    expect(said).not.toHaveBeenCalled();
    said.mockRestore();
  });
});
