import { configureStore } from '@reduxjs/toolkit';
import { appListener } from '@/shared/lifecycle';
import { readCookie, removeCookie, writeCookie } from '@/shared/storage';
import {
  cityChosen,
  cityReducer,
  cityResolved,
  selectCityConfirmed,
  selectCityId,
  selectCityRefreshing,
} from './citySlice';
import { registerCityListeners } from './listener';

registerCityListeners();

/** The city part of the app's store: its reducer and its listener. */
const makeStore = () =>
  configureStore({
    reducer: { city: cityReducer },
    middleware: (getDefault) => getDefault().prepend(appListener.middleware),
  });

const CITY = 'city';

describe('city selection (docs/behaviour.md §11)', () => {
  afterEach(() => {
    removeCookie(CITY);
    jest.useRealTimers();
  });

  it('starts from the aptk_city cookie so the first requests carry the city', () => {
    writeCookie(CITY, '7');
    const store = makeStore();
    expect(selectCityId(store.getState())).toBe(7);
    expect(selectCityConfirmed(store.getState())).toBe(false);
  });

  it.each(['abc', '0', '-3', '1.5', '7a', '', '99999999999'])('ignores an invalid cookie %j', (raw) => {
    writeCookie(CITY, raw);
    expect(selectCityId(makeStore().getState())).toBeNull();
  });

  it('writes the cookie for a chosen city and rebuilds the content: refresh true, false after 50 ms', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    store.dispatch(cityChosen(5));
    expect(readCookie(CITY)).toBe('5');
    expect(selectCityId(store.getState())).toBe(5);
    expect(selectCityRefreshing(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(49);
    expect(selectCityRefreshing(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectCityRefreshing(store.getState())).toBe(false);
  });

  it('a second choice within the 50 ms restarts the cycle and the last choice is stored', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    store.dispatch(cityChosen(5));
    await jest.advanceTimersByTimeAsync(30);
    store.dispatch(cityChosen(8));
    await jest.advanceTimersByTimeAsync(30);
    expect(selectCityRefreshing(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(20);
    expect(selectCityRefreshing(store.getState())).toBe(false);
    expect(readCookie(CITY)).toBe('8');
  });

  it('a city the visitor chose is not overwritten by a late answer of the server', () => {
    const store = makeStore();
    store.dispatch(cityChosen(5));
    store.dispatch(cityResolved(1));
    expect(selectCityId(store.getState())).toBe(5);
  });
});
