import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { appListener, sessionEnded } from '@/shared/lifecycle';
import { forgetOnSessionEnd, persistState } from './persistState';
import { jsonValue, storedValue } from './storedValue';

const numbers = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : undefined;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a stored value (the one way features keep anything in Web Storage)', () => {
  const list = jsonValue<number[]>({ area: 'local', key: 'test_list', accept: numbers, onSessionEnd: 'keep' });

  it('writes the encoded text and reads it back', () => {
    list.write([3, 1]);
    expect(localStorage.getItem('test_list')).toBe('[3,1]');
    expect(list.read()).toEqual([3, 1]);
  });

  it('treats absent, empty, corrupt and wrongly shaped text as absent, never throwing', () => {
    expect(list.read()).toBeUndefined();
    for (const text of ['', '{not json', '["a"]', 'null', '{"0":1}']) {
      localStorage.setItem('test_list', text);
      expect(list.read()).toBeUndefined();
    }
    const throwing = storedValue<number>({
      area: 'local',
      key: 'test_number',
      decode: () => {
        throw new Error('a decoder that throws');
      },
      encode: String,
      onSessionEnd: 'keep',
    });
    localStorage.setItem('test_number', '1');
    expect(throwing.read()).toBeUndefined();
  });

  it('survives a storage that refuses (privacy mode, quota): nothing read, nothing saved', () => {
    const write = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const read = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(() => list.write([1])).not.toThrow();
      expect(list.read()).toBeUndefined();
      expect(() => list.remove()).not.toThrow();
    } finally {
      write.mockRestore();
      read.mockRestore();
    }
  });

  it('does not write an unchanged text again, nor its empty text where nothing is stored', () => {
    const cartLike = storedValue<number[]>({
      area: 'local',
      key: 'test_cart',
      decode: (text) => (text === '' ? [] : numbers(JSON.parse(text))),
      encode: (value) => (value.length === 0 ? '' : JSON.stringify(value)),
      emptyText: '',
      onSessionEnd: 'keep',
    });
    const listener = jest.fn();
    const stop = cartLike.subscribe(listener);
    cartLike.write([]);
    expect(localStorage.getItem('test_cart')).toBeNull();
    cartLike.write([2]);
    cartLike.write([2]);
    expect(listener).toHaveBeenCalledTimes(1);
    cartLike.write([]);
    expect(localStorage.getItem('test_cart')).toBe('');
    stop();
  });

  it('tells other tabs’ changes apart from its own', () => {
    const elsewhere = jest.fn();
    const stop = list.onChangeElsewhere(elsewhere);
    list.write([1]);
    expect(elsewhere).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'test_list', newValue: '[9]' }));
    expect(elsewhere).toHaveBeenCalledWith([9]);
    stop();
  });
});

describe('persisting a part of the store, and a session’s end', () => {
  const slice = createSlice({
    name: 'notes',
    initialState: { mine: [] as number[], client: [] as number[] },
    reducers: {
      noted: (state, action: PayloadAction<number>) => {
        state.mine.push(action.payload);
        state.client.push(action.payload);
      },
    },
    extraReducers: (builder) => {
      builder.addCase(sessionEnded, (state) => {
        state.client = [];
      });
    },
  });
  const mine = jsonValue<number[]>({ area: 'local', key: 'test_mine', accept: numbers, onSessionEnd: 'keep' });
  const client = jsonValue<number[]>({
    area: 'session',
    key: 'test_client',
    accept: numbers,
    onSessionEnd: 'followState',
  });
  const history = jsonValue<number[]>({ area: 'local', key: 'test_history', accept: numbers, onSessionEnd: 'remove' });
  type State = { notes: ReturnType<typeof slice.reducer> };
  persistState(mine, (state: State) => state.notes.mine);
  persistState(client, (state: State) => state.notes.client);
  forgetOnSessionEnd(history);
  const makeStore = () =>
    configureStore({
      reducer: { notes: slice.reducer },
      middleware: (getDefault) => getDefault().prepend(appListener.middleware),
    });

  it('writes the part whenever it changes, and applies each value’s rule when a session ends', () => {
    const store = makeStore();
    history.write([5]);
    store.dispatch(slice.actions.noted(7));
    expect(localStorage.getItem('test_mine')).toBe('[7]');
    expect(sessionStorage.getItem('test_client')).toBe('[7]');

    store.dispatch(sessionEnded({ where: 'here' }));
    expect(localStorage.getItem('test_mine')).toBe('[7]');
    expect(sessionStorage.getItem('test_client')).toBe('[]');
    expect(localStorage.getItem('test_history')).toBeNull();
  });
});
