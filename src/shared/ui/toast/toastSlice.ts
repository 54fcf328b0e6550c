import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_MS } from '@/shared/config';

export type ToastTone = 'error' | 'success' | 'info';

/** Either server text (shown as text, never markup) or an i18n message id. */
export interface Toast {
  id: number;
  tone: ToastTone;
  durationMs: number;
  text?: string;
  messageId?: string;
}

export interface ToastState {
  items: Toast[];
  nextId: number;
}

const initialState: ToastState = { items: [], nextId: 1 };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<Omit<Toast, 'id'>>) => {
        state.items.push({ ...action.payload, id: state.nextId });
        state.nextId += 1;
      },
      prepare: (toast: { tone?: ToastTone; durationMs?: number; text?: string; messageId?: string }) => ({
        payload: { tone: toast.tone ?? 'info', durationMs: toast.durationMs ?? TOAST_MS, text: toast.text, messageId: toast.messageId },
      }),
    },
    dismissToast: (state, action: PayloadAction<number>) => {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
