import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** The image at full size in a modal: focus stays inside, Escape or Close leave, focus returns to Zoom. */
export function ZoomDialog({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const { t } = useTranslation('vision');
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal vision-zoom">
        <Dialog className="dialog">
          <Heading slot="title" className="vision-zoom-title">
            {alt}
          </Heading>
          <img src={src} alt={alt} />
          <div className="dialog-actions">
            <Button className="button" onPress={onClose} autoFocus>
              {t('gallery.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
