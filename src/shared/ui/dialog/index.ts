export { Dialog } from './Dialog';
export { dialogSlice, openDialog, toggleDialog, closeDialog, selectOpenDialog, selectDialogData } from './dialogSlice';
export type { DialogState } from './dialogSlice';
