import type messages from '../../locales/en-US/chat-stream.json';

/** A message of the `chat-stream` namespace, typed by the English file so a typo does not compile. */
export type ChatStreamKey = `chat-stream:${keyof typeof messages & string}`;

/** Text as an i18n key plus its interpolation values: the machines stay free of i18n. */
export interface ToastText {
  key: ChatStreamKey;
  values?: Record<string, string | number>;
}

/** A toast the wiring should show: `t(title.key, title.values)` → `toastAdded`. */
export interface ToastRequest {
  type: 'toast';
  color: 'success' | 'warning' | 'danger';
  title: ToastText;
  description?: ToastText;
}

export const text = (key: ChatStreamKey, values?: ToastText['values']): ToastText => (values ? { key, values } : { key });
