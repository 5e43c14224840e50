import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { Storage } from 'redux-persist';
import { localeChosen, selectLocale } from './locale.slice';
import { makeStore, rehydrate } from './store';

function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: async (key: string) => data[key] ?? null,
    setItem: async (key: string, value: string) => { data[key] = value; },
    removeItem: async (key: string) => { delete data[key]; },
  };
}

describe('store', () => {
  it('starts in en-US', () => {
    expect(selectLocale(makeStore({}, { storage: memoryStorage() }).getState())).toBe('en-US');
  });

  it('accepts a supported locale and refuses any other', () => {
    const store = makeStore({}, { storage: memoryStorage() });
    store.dispatch(localeChosen('de-DE'));
    expect(selectLocale(store.getState())).toBe('de-DE');
    store.dispatch(localeChosen('fr-FR'));
    expect(selectLocale(store.getState())).toBe('de-DE');
  });

  it('persists the chosen locale under the locale key and reads it back', async () => {
    const storage = memoryStorage();
    const first = makeStore({}, { storage });
    const persistor = await rehydrate(first);
    first.dispatch(localeChosen('de-DE'));
    await persistor.flush();
    expect(Object.keys(storage.data).sort()).toEqual(['aiStudioVersion', 'budgetWarnings', 'colorScheme', 'idpTestSwitch', 'locale', 'showSidebar']);
    expect(JSON.parse(storage.data.locale!)).toMatchObject({ current: '"de-DE"' });

    const second = makeStore({}, { storage });
    await rehydrate(second);
    expect(selectLocale(second.getState())).toBe('de-DE');
  });

  it('builds from preloaded state', () => {
    const store = makeStore({ locale: { current: 'de-DE' } } as never, { storage: memoryStorage() });
    expect(selectLocale(store.getState())).toBe('de-DE');
  });
});

describe('a tool’s slice', () => {
  it('joins the store when the tool opens, with its initial state, and takes its actions from then on', () => {
    const tally = createSlice({ name: 'tally', initialState: { count: 0 }, reducers: { counted: (state) => void (state.count += 1) } });
    const store = makeStore({}, { storage: memoryStorage() });
    expect((store.getState() as Record<string, unknown>).tally).toBeUndefined();
    store.injectSlice(tally);
    expect((store.getState() as Record<string, unknown>).tally).toEqual({ count: 0 });
    store.dispatch(tally.actions.counted());
    expect((store.getState() as Record<string, unknown>).tally).toEqual({ count: 1 });
  });
});
