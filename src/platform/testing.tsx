/** Test support: a real studio (its actor system, store, translations) with its browser effects stubbed (imported by tests only). */
import { onTestFinished, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type InspectionEvent, type SimulatedClock } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import type { Tenant } from '../../domain/chat';
import type { SessionUser, SignInResult, StoredUser } from '../../machines/auth/auth.types';
import { tokenMachine, type RefreshResult } from '../../machines/session/token.machine';
import { studioMachine } from '../../machines/studio/studio.machine';
import { selectLocale } from '../../store/locale.slice';
import { makeStore, type RootState, type StoreOptions } from '../../store/store';
import { localConfig } from '../../test/fixtures/runtime-config';
import { testTokens } from '../api/testing';
import type { OriginKey, RuntimeConfig } from '../../contracts/runtime-config';
import { initI18n } from '../i18n/i18n';
import { pageLifecycleActor } from '../browser/page-lifecycle.actors';
import type { Platform, SessionTokens } from './platform';
import type { StudioActor } from './studio-actor';
import { shellCommands } from '../shell/shell-commands';
import { studioInputFor } from '../config/studio-input';

const never = () => new Promise<never>(() => {});

/** The real sign-in machine over a session store holding `user` (or nobody); signing out just forgets it. */
const storedSession = (user: SessionUser | null) =>
  authMachine.provide({
    actors: {
      loadUser: fromPromise<StoredUser | null>(async () => (user ? { user, expired: false } : null)),
      completeSignIn: fromPromise<SignInResult, { url: string }>(never),
      renewUser: fromPromise<SessionUser>(never),
      redirectToSignIn: fromPromise<void, { returnTo: string }>(never),
      signOut: fromPromise<void>(async () => undefined),
      endSession: fromPromise<void>(async () => undefined),
      forgetHere: fromPromise<void, { atProvider: boolean }>(async () => undefined),
    },
  });

export interface TestStudioOptions {
  /** Omitted: authentication is switched off by configuration (every route open, one shared storage scope). */
  user?: SessionUser | null;
  tenant?: Tenant;
  clock?: SimulatedClock;
  /** Where the page's hide and leave are heard (nothing happens to the page otherwise). */
  page?: Parameters<typeof pageLifecycleActor>[0];
  /** The live inspector's observer. */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The studio's actor system as the app runs it, its page and preference effects doing nothing.
 * With `user`, resolves once the stored session is read (that user is signed in, or nobody).
 */
export async function startTestStudio({ user, tenant = 'corporate', clock, page, inspect }: TestStudioOptions = {}): Promise<StudioActor> {
  const logic = studioMachine.provide({
    actors: {
      auth: storedSession(user ?? null),
      token: tokenMachine.provide({ actors: { refresh: fromPromise<RefreshResult>(never) } }),
      pageLifecycle: page ? pageLifecycleActor(page) : fromCallback(() => () => undefined),
      sessionLink: fromCallback(() => () => undefined),
      flushPreferences: fromPromise<void>(async () => undefined),
      reloadPage: fromPromise<void>(async () => undefined),
    },
  });
  const studio = createActor(logic, {
    // As bootstrap starts it: the trial tenant is the trial origin's, the corporate one a corporate origin's.
    input: studioInputFor(tenant === 'trial' ? 'trial' : 'corporate1', { url: 'http://localhost/', authEnabled: user !== undefined, now: Date.now }),
    ...(clock ? { clock } : {}),
    ...(inspect ? { inspect } : {}),
  });
  onTestFinished(() => {
    studio.stop();
  });
  studio.start();
  await waitFor(studio.getSnapshot().children.auth!, (auth) => !auth.hasTag('busy'));
  return studio;
}

export interface TestPlatformOptions extends TestStudioOptions {
  preloadedState?: Partial<RootState>;
  storeOptions?: StoreOptions;
  config?: RuntimeConfig;
  origin?: OriginKey;
}

/** A platform over a test studio: real store and translations, the session's tokens as spies. */
export async function startTestPlatform({ preloadedState, storeOptions, config = localConfig(), origin = 'development', ...studio }: TestPlatformOptions = {}) {
  const store = makeStore(preloadedState, storeOptions);
  const i18n = await initI18n(selectLocale(store.getState()));
  const studioActor = await startTestStudio(studio);
  const validTokens = vi.fn(async (): Promise<SessionTokens | null> => testTokens);
  const onSessionExpired = vi.fn();
  const platform: Platform = {
    store,
    i18n,
    config,
    origin,
    settings: config.origins[origin],
    studio: studioActor,
    access: { validTokens, onSessionExpired },
    commands: shellCommands(store, studioActor),
  };
  return { platform, validTokens, onSessionExpired };
}
