import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CITY_ID } from '@/shared/config';
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
  /** True for `CITY_REFRESH_MS` after a change: the main content is torn down and rebuilt (spec 4). */
  refreshing: boolean;
  /**
   * False only in the state prerendered HTML is hydrated with (the default city, no visitor):
   * the stored city is not read yet, so nobody may locate or confirm one.
   */
  restored: boolean;
}

const initialState = (): CityState => ({
  selectedId: readStoredCityId(),
  confirmed: false,
  refreshing: false,
  restored: true,
});

const citySlice = createSlice({
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
    /**
     * The browser read the stored city after hydrating prerendered HTML, which is rendered
     * for the default city (docs/decisions.md, "Hydrating a prerendered page"). Not a choice: the server still
     * confirms it.
     */
    cityRestored: (state, action: PayloadAction<number | null>) => {
      state.restored = true;
      if (state.confirmed) return;
      state.selectedId = action.payload;
    },
    refreshChanged: (state, action: PayloadAction<boolean>) => {
      state.refreshing = action.payload;
    },
  },
  selectors: {
    selectCityId: (state) => state.selectedId,
    selectCityConfirmed: (state) => state.confirmed === true,
    selectCityRefreshing: (state) => state.refreshing,
    selectCityRestored: (state) => state.restored,
    /** The city requests are made for: the selected one, else the default. */
    selectRequestCityId: (state) => state.selectedId ?? DEFAULT_CITY_ID,
  },
});

export const { cityChosen, cityResolved, cityRestored, refreshChanged } = citySlice.actions;
export const { selectCityId, selectCityConfirmed, selectCityRefreshing, selectCityRestored, selectRequestCityId } =
  citySlice.selectors;
export const cityReducer = citySlice.reducer;
