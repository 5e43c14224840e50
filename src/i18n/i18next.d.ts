import 'i18next';
import type common from '../../locales/en-US/common.json';
import type chat from '../../locales/en-US/chat.json';
import type chatPersistence from '../../locales/en-US/chat-persistence.json';
import type chatStream from '../../locales/en-US/chat-stream.json';
import type guidelines from '../../locales/en-US/guidelines.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      guidelines: typeof guidelines;
      chat: typeof chat;
      'chat-stream': typeof chatStream;
      'chat-persistence': typeof chatPersistence;
    };
  }
}
