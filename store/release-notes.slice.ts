import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The `aiStudioVersion` record of platform.md §3/§4. `showReleaseNotes` means "show them at
 * start"; `optedOut` is the second flag: "don't show anymore" was chosen for this version (a new
 * version clears it and shows its notes). See docs/decisions.md.
 */
export interface ReleaseNotesState {
  version: string | null;
  showReleaseNotes: boolean;
  optedOut: boolean;
  /** Not persisted: the dialog is open in this page load. */
  open: boolean;
}

const initialState: ReleaseNotesState = { version: null, showReleaseNotes: false, optedOut: false, open: false };

export const releaseNotesSlice = createSlice({
  name: 'releaseNotes',
  initialState,
  reducers: {
    /** First start or a new version: remember it and show its notes (platform.md §4). */
    appStarted(state, action: PayloadAction<string>) {
      if (state.version !== action.payload) {
        state.version = action.payload;
        state.showReleaseNotes = true;
        state.optedOut = false;
      }
      state.open = state.showReleaseNotes;
    },
    /** OK: closed for now; shown again at the next start until "Don't show anymore". */
    releaseNotesAcknowledged(state) {
      state.open = false;
    },
    releaseNotesOptedOut(state) {
      state.open = false;
      state.showReleaseNotes = false;
      state.optedOut = true;
    },
    /** "Show Release Notes" in the user menu: shown at the next start (the page reloads). */
    releaseNotesRequested(state) {
      state.showReleaseNotes = true;
    },
  },
  selectors: {
    selectReleaseNotesOpen: (state) => state.open,
  },
});

export const { appStarted, releaseNotesAcknowledged, releaseNotesOptedOut, releaseNotesRequested } = releaseNotesSlice.actions;
export const { selectReleaseNotesOpen } = releaseNotesSlice.selectors;
