import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * tools.md §2 image zoom modal: a bot image is a button (click or Enter) that opens it large in a
 * dialog; Escape, the close button or a click outside closes it, and focus returns to the image.
 */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('scos');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="scos-image-button" aria-label={t('zoom.open', { alt: alt || t('zoom.title') })} onPress={() => setOpen(true)}>
        <img className="scos-image" src={src} alt={alt} />
      </Button>
      <ModalOverlay className="modal-overlay" isOpen={open} isDismissable onOpenChange={setOpen}>
        <Modal className="modal scos-zoom">
          <Dialog className="dialog">
            <Heading slot="title">{alt || t('zoom.title')}</Heading>
            <img className="scos-zoom-image" src={src} alt={alt} />
            <div className="dialog-actions">
              <Button className="button" slot="close">
                {t('zoom.close')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
