import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { readPermission, remindersPossible, type ReminderPermission } from './permission';

export { readPermission, type ReminderPermission };

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
