import { lazy, Suspense } from 'react';
import { selectReleaseNotesOpen } from '../../../store/release-notes.slice';
import { useOrigin } from '../../platform/platform';
import { useAppSelector } from '../../platform/store-hooks';
import { offersReleaseNotes } from '../release-notes';

const ReleaseNotesDialog = lazy(async () => ({ default: (await import('./ReleaseNotesDialog')).ReleaseNotesDialog }));

/** The release notes on the home route when due; the dialog's code comes only then. */
export function ReleaseNotes() {
  const { origin } = useOrigin();
  const open = useAppSelector(selectReleaseNotesOpen);
  if (!open || !offersReleaseNotes(origin)) return null;
  return (
    <Suspense fallback={null}>
      <ReleaseNotesDialog />
    </Suspense>
  );
}
