export { toastSlice, showToast, dismissToast, selectToasts } from './toastSlice';
export type { Toast, ToastTone, ToastState } from './toastSlice';
export { Toaster } from './Toaster';
