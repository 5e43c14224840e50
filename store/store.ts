import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import {
  createMigrate, FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE,
  type Storage,
} from 'redux-persist';
import webStorage from 'redux-persist/es/storage';
import { budgetWarningsSlice, budgetWarningsStoredVersion } from './budget-warnings.slice';
import { capabilitiesSlice } from './capabilities.slice';
import { chatsSlice } from './chats.slice';
import { colorSchemeSlice } from './color-scheme.slice';
import { documentsSlice } from './documents.slice';
import { idpSwitchSlice } from './idp-switch.slice';
import { localeSlice, localeStorageKey } from './locale.slice';
import { releaseNotesSlice } from './release-notes.slice';
import { sidebarMigrations, sidebarSlice, sidebarStoredVersion } from './sidebar.slice';
import { toastsSlice } from './toasts.slice';

export interface StoreOptions {
  /** Where persisted slices live; tests pass an in-memory storage. */
  storage?: Storage;
}

/**
 * The slices a tool brings with its code, injected when the tool opens (`injectSlice`). A tool's
 * slice file declares itself here: `declare module '../store/store' { interface LazyLoadedSlices
 * extends WithSlice<typeof mySlice> {} }`; its state is then optional in RootState.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

// Each durable slice is persisted on its own, under the key the spec names; never the whole root.
const persisted = { keyPrefix: '', version: 1 } as const;
const rootReducer = (storage: Storage) =>
  combineSlices({
    locale: persistReducer({ ...persisted, key: localeStorageKey, storage }, localeSlice.reducer),
    colorScheme: persistReducer({ ...persisted, key: 'colorScheme', storage }, colorSchemeSlice.reducer),
    releaseNotes: persistReducer(
      { ...persisted, key: 'aiStudioVersion', storage, blacklist: ['open'] },
      releaseNotesSlice.reducer,
    ),
    idpSwitch: persistReducer({ ...persisted, key: 'idpTestSwitch', storage }, idpSwitchSlice.reducer),
    sidebar: persistReducer(
      { ...persisted, key: 'showSidebar', storage, version: sidebarStoredVersion, migrate: createMigrate(sidebarMigrations, { debug: false }) },
      sidebarSlice.reducer,
    ),
    // Which 80 % budget warnings were shown, so each shows once per period (in every tab).
    budgetWarnings: persistReducer(
      { ...persisted, key: 'budgetWarnings', storage, version: budgetWarningsStoredVersion },
      budgetWarningsSlice.reducer,
    ),
    toasts: toastsSlice.reducer,
    capabilities: capabilitiesSlice.reducer,
    // Chat history is large and must never meet redux-persist's overwrite-on-failure path:
    // src/persistence keeps it in IndexedDB under the spec's keys.
    chats: chatsSlice.reducer,
    documents: documentsSlice.reducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<ReturnType<typeof rootReducer>>;

export function makeStore(preloadedState?: Partial<RootState>, { storage = webStorage }: StoreOptions = {}) {
  const reducer = rootReducer(storage);
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions; nothing else may. The development checks walk
        // the whole state on every action: skip the chat history, which can reach tens of MB.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: ['chats', 'documents'],
        },
        immutableCheck: { ignoredPaths: ['chats', 'documents'] },
      }),
  });
  /** A tool's slice joins this store when the tool opens; its state starts with the next action. */
  const injectSlice = (slice: Slice) => {
    reducer.inject(slice);
    store.dispatch({ type: 'store/sliceInjected', payload: slice.reducerPath });
  };
  return Object.assign(store, { injectSlice });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Resolves once every persisted slice has been read back. */
export function rehydrate(store: AppStore) {
  return new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}
