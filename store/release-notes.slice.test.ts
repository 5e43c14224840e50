import { describe, expect, it } from 'vitest';
import {
  appStarted, releaseNotesAcknowledged, releaseNotesOptedOut, releaseNotesRequested, releaseNotesSlice,
  type ReleaseNotesState,
} from './release-notes.slice';

const reduce = (state: ReleaseNotesState | undefined, ...actions: Array<{ type: string; payload?: unknown }>) =>
  actions.reduce((s, a) => releaseNotesSlice.reducer(s, a as never), state ?? releaseNotesSlice.getInitialState());

describe('release notes record', () => {
  it('first start: a record with the current version, notes shown', () => {
    const state = reduce(undefined, appStarted('1.0.0'));
    expect(state).toMatchObject({ version: '1.0.0', showReleaseNotes: true, open: true });
  });

  it('OK: closed for now, shown again at the next start', () => {
    const seen = reduce(undefined, appStarted('1.0.0'), releaseNotesAcknowledged());
    expect(seen).toMatchObject({ open: false, showReleaseNotes: true });
    expect(reduce(seen, appStarted('1.0.0')).open).toBe(true);
  });

  it("don't show anymore: not shown again for this version", () => {
    const out = reduce(undefined, appStarted('1.0.0'), releaseNotesOptedOut());
    expect(out).toMatchObject({ open: false, showReleaseNotes: false });
    expect(reduce(out, appStarted('1.0.0')).open).toBe(false);
  });

  it("a new version shows its notes, even after don't show anymore", () => {
    const out = reduce(undefined, appStarted('1.0.0'), releaseNotesOptedOut());
    expect(reduce(out, appStarted('1.1.0'))).toMatchObject({ version: '1.1.0', showReleaseNotes: true, optedOut: false, open: true });
  });

  it('asked for from the user menu: shown at the next start, opted out or not', () => {
    const out = reduce(undefined, appStarted('1.0.0'), releaseNotesOptedOut(), releaseNotesRequested());
    expect(reduce(out, appStarted('1.0.0')).open).toBe(true);
  });
});
