import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredConsent, type ConsentChoice } from './storedConsent';

export interface ConsentState {
  /** The stored answer; null: not asked yet. */
  choice: ConsentChoice | null;
  /**
   * False only in the state prerendered HTML is rendered and hydrated with, which knows no
   * visitor: the banner is not in the HTML and appears once the answer is read.
   */
  restored: boolean;
  /** The footer's "Privacy settings" opened the banner again. */
  asking: boolean;
}

const consentSlice = createSlice({
  name: 'consent',
  initialState: (): ConsentState => ({ choice: readStoredConsent(), restored: true, asking: false }),
  reducers: {
    /** The browser read the stored answer after hydrating prerendered HTML. */
    consentRestored: (state, action: PayloadAction<ConsentChoice | null>) => {
      state.choice = action.payload;
      state.restored = true;
    },
    consentChosen: (state, action: PayloadAction<ConsentChoice>) => {
      state.choice = action.payload;
      state.asking = false;
    },
    consentSettingsOpened: (state) => {
      state.asking = true;
    },
  },
  selectors: {
    /** The banner is shown: not answered yet, or asked again from the footer. */
    selectConsentAsked: (state) => state.restored && (state.choice === null || state.asking),
  },
});

export const consentReducer = consentSlice.reducer;
export const { consentRestored, consentChosen, consentSettingsOpened } = consentSlice.actions;
export const { selectConsentAsked } = consentSlice.selectors;
