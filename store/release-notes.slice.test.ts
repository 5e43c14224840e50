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

  it('OK: not shown again for this version', () => {
    const seen = reduce(undefined, appStarted('1.0.0'), releaseNotesAcknowledged());
    expect(reduce({ ...seen, open: false }, appStarted('1.0.0')).open).toBe(false);
  });

  it('a new version shows them again', () => {
    const seen = reduce(undefined, appStarted('1.0.0'), releaseNotesAcknowledged());
    expect(reduce(seen, appStarted('1.1.0'))).toMatchObject({ version: '1.1.0', open: true });
  });

  it("don't show anymore: not even for the next version", () => {
    const out = reduce(undefined, appStarted('1.0.0'), releaseNotesOptedOut());
    expect(reduce(out, appStarted('1.1.0')).open).toBe(false);
  });

  it('asked for from the user menu: shown at the next start, opted out or not', () => {
    const out = reduce(undefined, appStarted('1.0.0'), releaseNotesOptedOut(), releaseNotesRequested());
    expect(reduce(out, appStarted('1.0.0')).open).toBe(true);
  });
});
