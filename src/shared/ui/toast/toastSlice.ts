import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageId } from '@/shared/i18n';
import { TOAST_MS } from '@/shared/config';

type ToastTone = 'error' | 'success' | 'info';

/** Longer server texts are cut here (a huge message must not fill the screen). */
export const TOAST_TEXT_MAX = 300;

/** Either server text (shown as text, never markup) or an i18n message id with its values. */
export interface Toast {
  id: number;
  tone: ToastTone;
  durationMs: number;
  text?: string;
  messageId?: MessageId;
  values?: Record<string, string | number>;
  /** How many times the same toast was asked for while it was shown; each restarts its timer. */
  repeats: number;
}

type ToastRequest = {
  tone?: ToastTone;
  durationMs?: number;
  text?: string;
  messageId?: MessageId;
  values?: Record<string, string | number>;
};

const capText = (text: string | undefined): string | undefined =>
  text !== undefined && text.length > TOAST_TEXT_MAX ? `${text.slice(0, TOAST_TEXT_MAX - 1).trimEnd()}…` : text;

const sameToast = (a: Omit<Toast, 'id' | 'repeats'>, b: Omit<Toast, 'id' | 'repeats'>): boolean =>
  a.tone === b.tone &&
  a.text === b.text &&
  a.messageId === b.messageId &&
  JSON.stringify(a.values ?? null) === JSON.stringify(b.values ?? null);

export interface ToastState {
  items: Toast[];
  nextId: number;
}

const initialState: ToastState = { items: [], nextId: 1 };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    /** A toast already on screen with the same tone and text is shown once, for longer (offline: many calls fail at once). */
    showToast: {
      reducer: (state, action: PayloadAction<Omit<Toast, 'id' | 'repeats'>>) => {
        const shown = state.items.find((item) => sameToast(item, action.payload));
        if (shown) {
          shown.repeats += 1;
          shown.durationMs = Math.max(shown.durationMs, action.payload.durationMs);
          return;
        }
        state.items.push({ ...action.payload, id: state.nextId, repeats: 0 });
        state.nextId += 1;
      },
      prepare: (toast: ToastRequest) => ({
        payload: {
          tone: toast.tone ?? 'info',
          durationMs: toast.durationMs ?? TOAST_MS,
          text: capText(toast.text),
          messageId: toast.messageId,
          ...(toast.values ? { values: toast.values } : {}),
        },
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
