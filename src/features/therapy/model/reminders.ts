import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';

/** What the browser lets the app do with reminders: no API at all, not asked yet, allowed, or refused. */
export type ReminderPermission = 'unsupported' | NotificationPermission;

/** Reminders need both: the Notification API for the permission, a service worker to show them. */
const remindersPossible = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

export const readPermission = (): ReminderPermission => (remindersPossible() ? Notification.permission : 'unsupported');

/** "Remind me": asks the browser, only ever from the shopper's click. */
export const remindersRequested = createAsyncThunk(
  'therapy/remindersRequested',
  async (): Promise<ReminderPermission> =>
    remindersPossible() ? await Notification.requestPermission() : 'unsupported',
);

export interface TherapyState {
  permission: ReminderPermission;
}

const therapySlice = createSlice({
  name: 'therapy',
  initialState: (): TherapyState => ({ permission: readPermission() }),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(remindersRequested.fulfilled, (state, action) => {
      state.permission = action.payload;
    });
  },
  selectors: {
    selectReminderPermission: (state) => state.permission,
  },
});

export const therapyReducer = therapySlice.reducer;
export const { selectReminderPermission } = therapySlice.selectors;
