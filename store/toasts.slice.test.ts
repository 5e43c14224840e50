import { describe, expect, it } from 'vitest';
import { makeStore } from './store';
import { selectToasts, toastAdded, toastClosed } from './toasts.slice';

describe('toasts', () => {
  it('are appended with the defaults: neutral, 5000 ms', () => {
    const store = makeStore();
    store.dispatch(toastAdded({ title: 'first' }));
    store.dispatch(toastAdded({ title: 'second', color: 'danger', duration: 0 }));
    expect(selectToasts(store.getState())).toMatchObject([
      { title: 'first', color: 'neutral', duration: 5000 },
      { title: 'second', color: 'danger', duration: 0 },
    ]);
  });

  it('closing one removes only that one', () => {
    const store = makeStore();
    store.dispatch(toastAdded({ title: 'a' }));
    store.dispatch(toastAdded({ title: 'b' }));
    const [a] = selectToasts(store.getState());
    store.dispatch(toastClosed(a!.id));
    expect(selectToasts(store.getState()).map((t) => t.title)).toEqual(['b']);
  });
});
