import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { releaseNotesAcknowledged, releaseNotesOptedOut, selectReleaseNotesOpen } from '../../store/release-notes.slice';
import type { RootState } from '../../store/store';
import { useOrigin } from '../app/origin-context';
import { offersReleaseNotes } from '../shell/release-notes';
import { useDateFormat } from '../i18n/formats';

/** platform.md §3: the release of 2025-08-05. */
export const releaseNotesDate = '2025-08-05';
const features = ['resizableSidebar', 'editableMessages', 'roleOwners'] as const;

/** platform.md §3/§4: shown at start on the home route when due, where release notes are offered. */
export function ReleaseNotesDialog() {
  const { t } = useTranslation();
  const { origin } = useOrigin();
  const open = useSelector((state: RootState) => selectReleaseNotesOpen(state));
  const dispatch = useDispatch();
  const formatDate = useDateFormat();
  if (!open || !offersReleaseNotes(origin)) return null;
  return (
    <ModalOverlay className="modal-overlay" isOpen onOpenChange={(isOpen) => !isOpen && dispatch(releaseNotesAcknowledged())}>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">{t('releaseNotes.title')}</Heading>
          <p className="muted">{t('releaseNotes.date', { date: formatDate(releaseNotesDate) })}</p>
          <ul>
            {features.map((feature) => (
              <li key={feature}>{t(`releaseNotes.${feature}`)}</li>
            ))}
          </ul>
          <div className="dialog-actions">
            <Button className="button" onPress={() => dispatch(releaseNotesOptedOut())}>
              {t('releaseNotes.dontShow')}
            </Button>
            <Button className="button primary" autoFocus onPress={() => dispatch(releaseNotesAcknowledged())}>
              {t('releaseNotes.ok')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
