import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

import { colorSchemeApplied, colorSchemes, selectColorScheme, type ColorScheme } from '../../../store/color-scheme.slice';
import { useAppDispatch, useAppSelector } from '../../platform/store-hooks';

/** Auto, light or dark, each with a description; nothing changes until Apply. Mounted while open. */
export function ColorSchemeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const current = useAppSelector(selectColorScheme);
  // A preference: dispatched here directly.
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState<ColorScheme>(current);

  return (
    <ModalOverlay className="modal-overlay" isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">{t('colorScheme.title')}</Heading>
          <RadioGroup value={choice} onChange={(value) => setChoice(value as ColorScheme)} aria-label={t('colorScheme.title')}>
            {colorSchemes.map((scheme) => (
              <Radio key={scheme} value={scheme} className="radio">
                <span className="radio-label">{t(`colorScheme.${scheme}`)}</span>
                <span className="muted">{t(`colorScheme.${scheme}Description`)}</span>
              </Radio>
            ))}
          </RadioGroup>
          <div className="dialog-actions">
            <Button className="button" onPress={onClose}>
              {t('colorScheme.cancel')}
            </Button>
            <Button
              className="button primary"
              onPress={() => {
                dispatch(colorSchemeApplied(choice));
                onClose();
              }}
            >
              {t('colorScheme.apply')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
