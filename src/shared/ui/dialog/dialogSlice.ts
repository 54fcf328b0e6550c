import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type DialogData = Record<string, string | number | boolean>;

/** At most one dialog is open: opening one closes every other (docs/behaviour.md §4). */
export interface DialogState {
  open: { id: string; data: DialogData } | null;
}

const initialState: DialogState = { open: null };

export const dialogSlice = createSlice({
  name: 'dialog',
  initialState,
  reducers: {
    openDialog: (state, action: PayloadAction<{ id: string; data?: DialogData }>) => {
      state.open = { id: action.payload.id, data: action.payload.data ?? {} };
    },
    /** A second tap on the opener closes (mobile bar). */
    toggleDialog: (state, action: PayloadAction<{ id: string; data?: DialogData }>) => {
      state.open = state.open?.id === action.payload.id ? null : { id: action.payload.id, data: action.payload.data ?? {} };
    },
    /** Without an id closes whatever is open; with one, only that dialog. */
    closeDialog: (state, action: PayloadAction<string | undefined>) => {
      if (action.payload === undefined || state.open?.id === action.payload) state.open = null;
    },
  },
  selectors: {
    selectOpenDialog: (state) => state.open,
  },
});

export const { openDialog, toggleDialog, closeDialog } = dialogSlice.actions;
export const { selectOpenDialog } = dialogSlice.selectors;
