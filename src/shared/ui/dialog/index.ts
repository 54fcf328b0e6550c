export { Dialog } from './Dialog';
export { dialogSlice, openDialog, toggleDialog, closeDialog, selectOpenDialog } from './dialogSlice';
export type { DialogState } from './dialogSlice';
