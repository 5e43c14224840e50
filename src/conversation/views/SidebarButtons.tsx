import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../forms/IconButton';

/** Props of both buttons; `autoFocus` when the other one was just pressed (`useSidebarToggle().focusMoved`). */
export interface SidebarButtonProps {
  onPress: () => void;
  autoFocus?: boolean;
}

/** tools.md §2 "close sidebar": an icon button at the sidebar's head. */
export function SidebarCloseButton({ onPress, autoFocus = false }: SidebarButtonProps) {
  const { t } = useTranslation('chat');
  return <IconButton icon={PanelLeftClose} label={t('sidebar.close')} autoFocus={autoFocus} onPress={onPress} />;
}

/** "Open sidebar", an icon button where the hidden sidebar leaves room for it. */
export function SidebarOpenButton({ onPress, autoFocus = false }: SidebarButtonProps) {
  const { t } = useTranslation('chat');
  return <IconButton icon={PanelLeftOpen} label={t('sidebar.open')} autoFocus={autoFocus} onPress={onPress} />;
}
