/** Test support for Vision Studio (imported by *.test.tsx only). */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type PathParams } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { onTestFinished, vi } from 'vitest';
import type { components } from '../../contracts/generated/main';
import { chooseGerman } from '../platform/screen.test-support';
import { defaultApiBase, type ErrorDetail } from '../../test/msw/handlers/contract';
import { mswServer } from '../../test/msw/server';
import type { OriginKey } from '../../contracts/runtime-config';
import type { SessionUser } from '../../machines/auth/auth.types';
import type { PersistenceOverrides } from '../persistence/browser-persistence';
import { followPreferences } from '../browser/follow-preferences';
import { PlatformProvider } from '../platform/platform';
import { startTestPlatform } from '../platform/testing';
import { LanguageMenu } from '../shell/views/LanguageMenu';
import { ToastRegion } from '../shell/views/ToastRegion';
import { base64ToBytes, withTexts } from './png-text';
import { openVisionTool, VisionToolPage } from './vision-tool';

type Schemas = components['schemas'];


/** A 1×1 PNG, as an image model might answer. */
export const tinyPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The same PNG marked as the reference API marks its placeholders. */
export const placeholderPng = btoa(String.fromCharCode(...withTexts(base64ToBytes(tinyPng), { Comment: 'placeholder: no image model is configured' })));

export interface ImageCall {
  body: Schemas['ImageGenRequest'];
  authorization: string | null;
}

/**
 * POST /v1/image_gen answered by `answer` (one per call). Each answer waits for `release()`
 * when `held` is set, so a scenario can look at the waiting state and cancel it.
 */
export function imageGenApi(answer: (call: ImageCall, index: number) => Response, { held = false } = {}) {
  const calls: ImageCall[] = [];
  let open: () => void = () => undefined;
  let gate = held ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve();
  mswServer.use(
    http.post<PathParams, Schemas['ImageGenRequest'], Schemas['ImageGenResponse'] | ErrorDetail>(`${defaultApiBase}/v1/image_gen`, async ({ request }) => {
      const call = { body: await request.json(), authorization: request.headers.get('authorization') };
      calls.push(call);
      await gate;
      return answer(call, calls.length - 1);
    }),
  );
  return {
    calls,
    release: () => {
      open();
      gate = Promise.resolve();
    },
  };
}

export const jsonAnswer = (body: Schemas['ImageGenResponse']) => HttpResponse.json(body);
export const errorAnswer = (status: number, body: object) => HttpResponse.json(body, { status });

export interface VisionHarnessOptions {
  origin?: OriginKey;
  /** Signed in (omitted: authentication is off, one shared scope). */
  signedIn?: SessionUser;
  /** This browser's storage (a later visit passes the same); omitted: a fresh one. */
  persistence?: PersistenceOverrides;
}

/** Vision Studio through the real platform (store, i18n, API clients; msw answers), on `origin`. */
export async function startVisionHarness({ origin = 'development', signedIn, persistence }: VisionHarnessOptions = {}) {
  const { platform, validTokens } = await startTestPlatform({ origin, ...(signedIn ? { user: signedIn } : {}) });
  const { store, i18n } = platform;
  const unsubscribe = followPreferences(store, (locale) => i18n.changeLanguage(locale));
  onTestFinished(unsubscribe);
  await i18n.loadNamespaces('vision');
  const open = vi.fn<(url?: string | URL, target?: string) => Window | null>(() => ({ opener: {} }) as Window);
  const tool = openVisionTool(platform, { win: { open }, ...(persistence ? { persistence } : {}) });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider value={platform}>
          <LanguageMenu />
          <VisionToolPage tool={tool} />
          <ToastRegion />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  const user = userEvent.setup();
  return {
    platform,
    store,
    i18n,
    tool,
    view,
    user,
    open,
    validTokens,
    chooseGerman: () => chooseGerman(user),
  };
}
