import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { selectReleaseNotesOpen } from '../../../store/release-notes.slice';
import { useOrigin, useShellCommands } from '../../platform/platform';
import { useAppSelector } from '../../platform/store-hooks';
import { offersReleaseNotes } from '../release-notes';
import { useDateFormat } from '../../i18n/formats';

/** platform.md §3: the release of 2025-08-05. */
export const releaseNotesDate = '2025-08-05';
const features = ['resizableSidebar', 'editableMessages', 'roleOwners'] as const;

/** platform.md §3/§4: shown at start on the home route when due, where release notes are offered. */
export function ReleaseNotesDialog() {
  const { t } = useTranslation();
  const { origin } = useOrigin();
  const open = useAppSelector(selectReleaseNotesOpen);
  const commands = useShellCommands();
  const formatDate = useDateFormat();
  if (!open || !offersReleaseNotes(origin)) return null;
  return (
    <ModalOverlay className="modal-overlay" isOpen onOpenChange={(isOpen) => !isOpen && commands.acknowledgeReleaseNotes()}>
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
            <Button className="button" onPress={commands.optOutOfReleaseNotes}>
              {t('releaseNotes.dontShow')}
            </Button>
            <Button className="button primary" autoFocus onPress={commands.acknowledgeReleaseNotes}>
              {t('releaseNotes.ok')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
