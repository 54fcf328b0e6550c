export { Dialog } from './Dialog';
export { DialogLoading } from './DialogLoading';
export { dialogSlice, openDialog, toggleDialog, closeDialog, selectOpenDialog, selectDialogData } from './dialogSlice';
export type { DialogState } from './dialogSlice';
