export { Dialog } from './Dialog';
export type { DialogSize } from './Dialog';
export { dialogSlice, openDialog, toggleDialog, closeDialog, selectOpenDialog } from './dialogSlice';
export type { DialogState, DialogData } from './dialogSlice';
