import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DialogArgs, DialogId, DialogPayloads, OpenDialog } from '@/shared/config';

/** At most one dialog is open: opening one closes every other (docs/behaviour.md §4). */
export interface DialogState {
  open: OpenDialog | null;
}

const initialState: DialogState = { open: null };

export const dialogSlice = createSlice({
  name: 'dialog',
  initialState,
  reducers: {
    opened: (state, action: PayloadAction<OpenDialog>) => {
      state.open = action.payload;
    },
    /** A second tap on the opener closes (mobile bar). */
    toggled: (state, action: PayloadAction<OpenDialog>) => {
      state.open = state.open?.id === action.payload.id ? null : action.payload;
    },
    /** Without an id closes whatever is open; with one, only that dialog. */
    closed: (state, action: PayloadAction<DialogId | undefined>) => {
      if (action.payload === undefined || state.open?.id === action.payload) state.open = null;
    },
  },
  selectors: {
    selectOpenDialog: (state) => state.open,
  },
});

// The id decides the payload's type (shared/config/dialogs.ts); the cast only joins the two.
const toOpen = <Id extends DialogId>([id, data]: DialogArgs<Id>): OpenDialog => ({ id, data }) as OpenDialog;

/** `openDialog('auth', { mode: 'register' })`, `openDialog('city')`. */
export const openDialog = <Id extends DialogId>(...args: DialogArgs<Id>) => dialogSlice.actions.opened(toOpen(args));
export const toggleDialog = <Id extends DialogId>(...args: DialogArgs<Id>) => dialogSlice.actions.toggled(toOpen(args));
export const closeDialog = (id?: DialogId) => dialogSlice.actions.closed(id);

export const { selectOpenDialog } = dialogSlice.selectors;

/** The payload of dialog `id` while it is the open one, else undefined. */
export const selectDialogData = <Id extends DialogId>(
  state: { dialog: DialogState },
  id: Id,
): DialogPayloads[Id] | undefined =>
  state.dialog.open?.id === id ? (state.dialog.open.data as DialogPayloads[Id]) : undefined;
