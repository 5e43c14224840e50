import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastColor = 'neutral' | 'success' | 'warning' | 'danger';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  color: ToastColor;
  /** ms; 0 keeps the toast until it is closed. */
  duration: number;
}

/**
 * platform.md §9: default 5000 ms, neutral. A danger toast waits for the user (WCAG 2.2.1: an
 * error is not taken away on a timer), whatever duration it was given.
 */
export const defaultToastDuration = 5000;

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
      },
      prepare(toast: Pick<Toast, 'title'> & Partial<Omit<Toast, 'id'>>) {
        const color = toast.color ?? 'neutral';
        const duration = color === 'danger' ? 0 : (toast.duration ?? defaultToastDuration);
        return { payload: { ...toast, color, duration, id: nanoid() } };
      },
    },
    /** Closed by the user or by the end of its progress bar. */
    toastClosed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: { selectToasts: (state) => state.items },
});

export const { toastAdded, toastClosed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
