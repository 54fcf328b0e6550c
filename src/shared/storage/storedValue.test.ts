import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { appListener, sessionEnded } from '@/shared/lifecycle';
import { persistState } from './persistState';
import { jsonValue, storedValue } from './storedValue';

const numbers = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : undefined;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a stored value (the one way features keep anything in Web Storage)', () => {
  const list = jsonValue<number[]>({ key: 'search_history', accept: numbers });

  it('writes the encoded text and reads it back', () => {
    list.write([3, 1]);
    expect(localStorage.getItem('search_history')).toBe('[3,1]');
    expect(list.read()).toEqual([3, 1]);
  });

  it('treats absent, empty, corrupt and wrongly shaped text as absent, never throwing', () => {
    expect(list.read()).toBeUndefined();
    for (const text of ['', '{not json', '["a"]', 'null', '{"0":1}']) {
      localStorage.setItem('search_history', text);
      expect(list.read()).toBeUndefined();
    }
    const throwing = storedValue<number>({
      key: 'aptk_client',
      decode: () => {
        throw new Error('a decoder that throws');
      },
      encode: String,
    });
    localStorage.setItem('aptk_client', '1');
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
      key: 'aptkB',
      decode: (text) => (text === '' ? [] : numbers(JSON.parse(text))),
      encode: (value) => (value.length === 0 ? '' : JSON.stringify(value)),
      emptyText: '',
    });
    const listener = jest.fn();
    const stop = cartLike.subscribe(listener);
    cartLike.write([]);
    expect(localStorage.getItem('aptkB')).toBeNull();
    cartLike.write([2]);
    cartLike.write([2]);
    expect(listener).toHaveBeenCalledTimes(1);
    cartLike.write([]);
    expect(localStorage.getItem('aptkB')).toBe('');
    stop();
  });

  it('tells other tabs’ changes apart from its own', () => {
    const elsewhere = jest.fn();
    const stop = list.onChangeElsewhere(elsewhere);
    list.write([1]);
    expect(elsewhere).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'search_history', newValue: '[9]' }));
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
  const mine = jsonValue<number[]>({ key: 'aptk_alerts_seen', accept: numbers });
  const client = jsonValue<number[]>({ key: 'aptk_alerts_client', accept: numbers });
  type State = { notes: ReturnType<typeof slice.reducer> };
  persistState(mine, (state: State) => state.notes.mine);
  persistState(client, (state: State) => state.notes.client);
  const makeStore = () =>
    configureStore({
      reducer: { notes: slice.reducer },
      middleware: (getDefault) => getDefault().prepend(appListener.middleware),
    });

  it('writes the part whenever it changes, also when a session’s end changed it', () => {
    const store = makeStore();
    store.dispatch(slice.actions.noted(7));
    expect(localStorage.getItem('aptk_alerts_seen')).toBe('[7]');
    expect(localStorage.getItem('aptk_alerts_client')).toBe('[7]');

    store.dispatch(sessionEnded({ where: 'here' }));
    expect(localStorage.getItem('aptk_alerts_seen')).toBe('[7]');
    expect(localStorage.getItem('aptk_alerts_client')).toBe('[]');
  });
});
