import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { pageLifecycleActor } from './page-lifecycle.actors';

describe('the page listener', () => {
  it('tells the studio when the tab goes to the back, comes to the front, and when the page goes', () => {
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const heard: string[] = [];
    const parent = createMachine({
      invoke: { src: pageLifecycleActor({ window, document }) },
      on: { '*': { actions: ({ event }: { event: EventObject }) => heard.push(event.type) } },
    });
    const actor = createActor(parent).start();
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(heard).toEqual(['page.hidden', 'page.visible', 'page.leaving']);
    actor.stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(heard).toHaveLength(3);
  });
});
