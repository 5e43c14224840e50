import { assign, fromPromise, setup } from 'xstate';
import type { ComponentFeedback } from '../../contracts/feedback-api';
import { statusOf } from '../../domain/error-status';
import type { ToolEvent } from '../studio/tool-protocol';

export type ComponentFeedbackEvent =
  | Extract<ToolEvent, { type: 'session.scopeChanged' }>
  /** Its contact opens what users think of a component's answers: read afresh each time. */
  | { type: 'componentFeedback.open'; component: string; title: string }
  | { type: 'componentFeedback.retry' }
  | { type: 'componentFeedback.close' };

export interface ComponentFeedbackContext {
  /** The component shown: its ComponentName and its title. */
  opened: { component: string; title: string } | null;
  feedback: ComponentFeedback | null;
  /** Why the last read failed: the server's HTTP status, null for none (the network). */
  failedStatus: number | null;
}

const closed: ComponentFeedbackContext = { opened: null, feedback: null, failedStatus: null };

/**
 * A registry component's feedback for its contact, in a dialog: `closed` → `loading` → `shown`,
 * or `failed` until asked again. Who is offered it is the server's to say (GET /v1/capabilities'
 * `feedback.components`); the call is provided, and refuses anyone else.
 */
export const componentFeedbackMachine = setup({
  types: {
    tags: {} as 'open' | 'loading',
    context: {} as ComponentFeedbackContext,
    events: {} as ComponentFeedbackEvent,
  },
  actors: {
    load: fromPromise<ComponentFeedback, { component: string }>(() => Promise.reject(new Error('load must be provided'))),
  },
}).createMachine({
  id: 'componentFeedback',
  context: closed,
  initial: 'closed',
  on: {
    'componentFeedback.open': { target: '.loading', reenter: true, actions: assign(({ event }) => ({ ...closed, opened: { component: event.component, title: event.title } })) },
    'componentFeedback.close': { target: '.closed', actions: assign(closed) },
    // Another user: what was shown was the last one's.
    'session.scopeChanged': { target: '.closed', actions: assign(closed) },
  },
  states: {
    closed: {},
    loading: {
      tags: ['open', 'loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ component: context.opened!.component }),
        onDone: { target: 'shown', actions: assign({ feedback: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failedStatus: ({ event }) => statusOf(event.error) }) },
      },
    },
    shown: { tags: ['open'] },
    failed: { tags: ['open'], on: { 'componentFeedback.retry': 'loading' } },
  },
});
