/// <reference lib="dom" />
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../../locales/en-US/common.json';
import { renderMarkdown } from '../../../src/markdown/render-markdown';
import type { BenchApi } from '../bench-types';
import { longAnimationFrameSupported } from './instrumentation';
import { openChat } from './open-chat-bench';
import { sidebarSearch } from './search-bench';
import type { Stage } from './stage';
import { createStreamBench } from './stream-bench';
import { takeAlong } from './take-along-bench';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { common } },
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const reactRoot = createRoot(container);
// Every scene renders inside the provider, as the app does.
const root: Stage = {
  render: (children: ReactNode) => reactRoot.render(<I18nextProvider i18n={i18n}>{children}</I18nextProvider>),
};

const stream = createStreamBench(root);
const api: BenchApi = {
  prepareStream: stream.prepareStream,
  runStream: stream.runStream,
  streamedEqualsWhole: stream.streamedEqualsWhole,
  renderWhole: (text) => String(renderMarkdown(text)),
  openChat: (messages) => openChat(root, messages),
  sidebarSearch: (chats, queries) => sidebarSearch(root, chats, queries),
  chromiumFeatures: () => ({ longAnimationFrame: longAnimationFrameSupported }),
  takeAlong,
};
(globalThis as { studioBench?: BenchApi }).studioBench = api;
