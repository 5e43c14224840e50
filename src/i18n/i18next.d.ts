import 'i18next';
import type common from '../../locales/en-US/common.json';
import type chat from '../../locales/en-US/chat.json';
import type chatPersistence from '../../locales/en-US/chat-persistence.json';
import type chatStream from '../../locales/en-US/chat-stream.json';
import type guidelines from '../../locales/en-US/guidelines.json';
import type audit from '../../locales/en-US/audit.json';
import type registry from '../../locales/en-US/registry.json';
import type scos from '../../locales/en-US/scos.json';
import type vision from '../../locales/en-US/vision.json';
import type vox from '../../locales/en-US/vox.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      guidelines: typeof guidelines;
      chat: typeof chat;
      'chat-stream': typeof chatStream;
      'chat-persistence': typeof chatPersistence;
      // A tool's own texts load when the tool opens (i18n.loadNamespaces in its openTool).
      audit: typeof audit;
      registry: typeof registry;
      scos: typeof scos;
      vision: typeof vision;
      vox: typeof vox;
    };
  }
}
