import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CityState {
  /** Chosen city id; null until the cookie is read or the server has located the visitor. */
  selectedId: number | null;
  /** True for 50 ms after a change: the main content is torn down and rebuilt (spec 4). */
  refreshing: boolean;
}

const initialState: CityState = { selectedId: null, refreshing: false };

export const citySlice = createSlice({
  name: 'city',
  initialState,
  reducers: {
    /** The visitor picked a city in the dialog. */
    cityChosen: (state, action: PayloadAction<number>) => {
      state.selectedId = action.payload;
    },
    /** The city came from the cookie or the server's locate call. */
    cityResolved: (state, action: PayloadAction<number>) => {
      state.selectedId = action.payload;
    },
    refreshChanged: (state, action: PayloadAction<boolean>) => {
      state.refreshing = action.payload;
    },
  },
  selectors: {
    selectCityId: (state) => state.selectedId,
    selectCityRefreshing: (state) => state.refreshing,
  },
});

export const { cityChosen, cityResolved, refreshChanged } = citySlice.actions;
export const { selectCityId, selectCityRefreshing } = citySlice.selectors;
export const cityReducer = citySlice.reducer;
