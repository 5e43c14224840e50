import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE,
  type Storage,
} from 'redux-persist';
import webStorage from 'redux-persist/es/storage';
import { colorSchemeSlice } from './color-scheme.slice';
import { idpSwitchSlice } from './idp-switch.slice';
import { localeSlice } from './locale.slice';
import { releaseNotesSlice } from './release-notes.slice';
import { toastsSlice } from './toasts.slice';

export interface StoreOptions {
  /** Where persisted slices live; tests pass an in-memory storage. */
  storage?: Storage;
}

// Each durable slice is persisted on its own, under the key the spec names; never the whole root.
const persisted = { keyPrefix: '', version: 1 } as const;
const rootReducer = (storage: Storage) =>
  combineReducers({
    locale: persistReducer({ ...persisted, key: 'locale', storage }, localeSlice.reducer),
    colorScheme: persistReducer({ ...persisted, key: 'colorScheme', storage }, colorSchemeSlice.reducer),
    releaseNotes: persistReducer(
      { ...persisted, key: 'aiStudioVersion', storage, blacklist: ['open'] },
      releaseNotesSlice.reducer,
    ),
    idpSwitch: persistReducer({ ...persisted, key: 'idpTestSwitch', storage }, idpSwitchSlice.reducer),
    toasts: toastsSlice.reducer,
  });

export type RootState = ReturnType<ReturnType<typeof rootReducer>>;

export function makeStore(preloadedState?: Partial<RootState>, { storage = webStorage }: StoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer(storage),
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions; nothing else may.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Resolves once every persisted slice has been read back. */
export function rehydrate(store: AppStore) {
  return new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}
