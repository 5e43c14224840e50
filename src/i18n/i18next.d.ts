import 'i18next';
import type common from '../../locales/en-US/common.json';
import type chat from '../../locales/en-US/chat.json';
import type chatPersistence from '../../locales/en-US/chat-persistence.json';
import type chatStream from '../../locales/en-US/chat-stream.json';
import type guidelines from '../../locales/en-US/guidelines.json';
import type { ToolNamespaces } from './tool-namespaces';

/** The texts every page starts with (src/i18n/startup-texts.ts). */
interface StartupNamespaces {
  common: typeof common;
  guidelines: typeof guidelines;
  chat: typeof chat;
  'chat-stream': typeof chatStream;
  'chat-persistence': typeof chatPersistence;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // A tool's own texts load when the tool opens; its descriptor declares them (ToolNamespaces).
    resources: StartupNamespaces & ToolNamespaces;
  }
}
