export { toastSlice, showToast, dismissToast, selectToasts } from './toastSlice';
export type { ToastState } from './toastSlice';
export { Toaster } from './Toaster';
