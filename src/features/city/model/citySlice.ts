import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredCityId } from './storedCity';

export interface CityState {
  /**
   * The city prices and availability are asked for. Starts as the stored cookie id, so a
   * returning visitor's first requests already carry their city; null when none is stored
   * (the default city is used until the server has located the visitor).
   */
  selectedId: number | null;
  /** True once the server confirmed the city or the visitor picked one; absent counts as false. */
  confirmed?: boolean;
  /** True for 50 ms after a change: the main content is torn down and rebuilt (spec 4). */
  refreshing: boolean;
}

const initialState = (): CityState => ({ selectedId: readStoredCityId(), confirmed: false, refreshing: false });

export const citySlice = createSlice({
  name: 'city',
  initialState,
  reducers: {
    /** The visitor picked a city in the dialog. */
    cityChosen: (state, action: PayloadAction<number>) => {
      state.selectedId = action.payload;
      state.confirmed = true;
    },
    /** The server's answer to /cities/locate; a choice made meanwhile wins over it. */
    cityResolved: (state, action: PayloadAction<number>) => {
      if (state.confirmed) return;
      state.selectedId = action.payload;
      state.confirmed = true;
    },
    refreshChanged: (state, action: PayloadAction<boolean>) => {
      state.refreshing = action.payload;
    },
  },
  selectors: {
    selectCityId: (state) => state.selectedId,
    selectCityConfirmed: (state) => state.confirmed === true,
    selectCityRefreshing: (state) => state.refreshing,
  },
});

export const { cityChosen, cityResolved, refreshChanged } = citySlice.actions;
export const { selectCityId, selectCityConfirmed, selectCityRefreshing } = citySlice.selectors;
export const cityReducer = citySlice.reducer;
