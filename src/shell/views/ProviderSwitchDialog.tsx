import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * The developers' provider switch signs the user out: it says so before, and nothing happens
 * until the user confirms. Mounted while open.
 */
export function ProviderSwitchDialog({ toTrial, onConfirm, onClose }: { toTrial: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const texts = toTrial ? 'providerSwitch.toTrial' : 'providerSwitch.toCorporate';
  return (
    <ModalOverlay className="modal-overlay" isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">{t(`${texts}.title`)}</Heading>
          <p>{t(`${texts}.body`)}</p>
          <div className="dialog-actions">
            <Button className="button" onPress={onClose} autoFocus>
              {t('providerSwitch.cancel')}
            </Button>
            <Button
              className="button primary"
              onPress={() => {
                onClose();
                onConfirm();
              }}
            >
              {t('providerSwitch.confirm')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
