import { assign, emit, fromPromise, raise, setup } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import type { RegistryCard } from './registry.types';

export type RegistryMode = 'registry' | 'chat';

export type RegistryCatalogueEvent =
  /** Load the list again after a failure. */
  | { type: 'registry.retry' }
  /** Set the component to chat with (Set), staying in the current mode. */
  | { type: 'component.set'; key: string }
  /** Set the component and go to chat mode (To chat). */
  | { type: 'component.chat'; key: string }
  | { type: 'mode.registry' }
  /** Chat mode: only with a component set (tools.md §2). */
  | { type: 'mode.chat' }
  /** Another user (or nobody): their list is read again and nothing is set. */
  | { type: 'session.scopeChanged'; scope: StorageScope | null };

/**
 * Told to the wiring each time a component is set: its chat list shows and the current chat is
 * cleared (tools.md §4), and it is remembered for the user (null: nothing set, nothing to
 * remember). `registry.componentGone`: the component the user set last is not in their list any
 * more (not theirs to use now, or gone); it is forgotten and the user told.
 */
export type RegistryCatalogueEmitted = { type: 'registry.componentSet'; key: string | null } | { type: 'registry.componentGone'; key: string };

interface CatalogueContext {
  components: RegistryCard[];
  /** The set component's key; null until one is set. */
  component: string | null;
  /** Why the list could not be read (shown with a retry). */
  error: string | null;
}

const emptyContext = (): CatalogueContext => ({ components: [], component: null, error: null });

/**
 * The registry's list and its two modes (tools.md §2 "Retrieval-chat registry", §4 "Retrieval
 * studio"): the list is read on start (and again for another user), a component is set from a
 * card, and the page alternates between registry mode and chat mode, chat mode only with a set
 * component. Tags: `loading` while the list is read, `loadFailed` after it could not be.
 */
export const registryCatalogueMachine = setup({
  types: {
    tags: {} as 'loadFailed' | 'loading',
    context: {} as CatalogueContext,
    events: {} as RegistryCatalogueEvent,
    emitted: {} as RegistryCatalogueEmitted,
  },
  actors: {
    loadComponents: fromPromise<RegistryCard[]>(() => {
      throw new Error('registry-catalogue actor "loadComponents" must be provided');
    }),
    /** The component the user set last (its key), null when none was remembered. */
    recallComponent: fromPromise<string | null>(() => {
      throw new Error('registry-catalogue actor "recallComponent" must be provided');
    }),
  },
  guards: {
    /** Listed and on a host the bearer allowlist holds: one that cannot be chatted with is never set (nor remembered). */
    usable: ({ context, event }) => 'key' in event && context.components.some((component) => component.key === event.key && component.trusted),
    componentSet: ({ context }) => context.component !== null,
  },
  actions: {
    setComponent: assign({ component: (_, key: string) => key }),
    componentSet: emit((_, key: string | null) => ({ type: 'registry.componentSet' as const, key })),
  },
}).createMachine({
  id: 'registryCatalogue',
  context: emptyContext,
  type: 'parallel',
  on: {
    'session.scopeChanged': {
      target: ['.list.loading', '.mode.registry'],
      actions: [assign(emptyContext), { type: 'componentSet', params: null }],
    },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadComponents',
            src: 'loadComponents',
            onDone: { target: 'recalling', actions: assign({ components: ({ event }) => event.output, error: null }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => String(event.error) }) },
          },
        },
        /** The list is read: the component the user set last is set again if the list still has it. */
        recalling: {
          tags: ['loading'],
          invoke: {
            id: 'recallComponent',
            src: 'recallComponent',
            onDone: [
              {
                guard: ({ context, event }) => context.components.some((component) => component.key === event.output && component.trusted),
                target: 'ready',
                actions: [{ type: 'setComponent', params: ({ event }) => event.output! }, { type: 'componentSet', params: ({ event }) => event.output }],
              },
              { guard: ({ event }) => event.output !== null, target: 'ready', actions: emit(({ event }) => ({ type: 'registry.componentGone' as const, key: event.output! })) },
              { target: 'ready' },
            ],
            // Nothing to recall: the page works as before.
            onError: 'ready',
          },
        },
        ready: {
          on: {
            'component.set': {
              guard: 'usable',
              actions: [{ type: 'setComponent', params: ({ event }) => event.key }, { type: 'componentSet', params: ({ event }) => event.key }],
            },
            // The mode region takes it from here (a target there would re-enter this region and read the list again).
            'component.chat': {
              guard: 'usable',
              actions: [
                { type: 'setComponent', params: ({ event }) => event.key },
                { type: 'componentSet', params: ({ event }) => event.key },
                raise({ type: 'mode.chat' as const }),
              ],
            },
          },
        },
        failed: {
          tags: ['loadFailed'],
          on: { 'registry.retry': 'loading' },
        },
      },
    },
    mode: {
      initial: 'registry',
      states: {
        registry: { on: { 'mode.chat': { guard: 'componentSet', target: 'chat' } } },
        chat: { on: { 'mode.registry': 'registry' } },
      },
    },
  },
});
