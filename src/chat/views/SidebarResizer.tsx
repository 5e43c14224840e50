import { useTranslation } from 'react-i18next';
import { selectSidebarWidth, sidebarResized, sidebarWidth } from '../../../store/sidebar.slice';
import { useAppDispatch, useAppSelector } from '../../platform/store-hooks';

/** One arrow-key press, in px. */
export const RESIZE_STEP_PX = 16;

const keyWidths: Record<string, (width: number) => number> = {
  ArrowLeft: (width) => width - RESIZE_STEP_PX,
  ArrowRight: (width) => width + RESIZE_STEP_PX,
  Home: () => sidebarWidth.min,
  End: () => sidebarWidth.max,
};

/**
 * The sidebar's right edge: a window splitter (WAI-ARIA) that the pointer drags and the arrow
 * keys move; Home and End go to the narrowest and widest. The slice clamps every width.
 */
export function SidebarResizer() {
  const { t } = useTranslation('chat');
  // A preference: the width is dispatched here directly.
  const dispatch = useAppDispatch();
  const width = useAppSelector(selectSidebarWidth);
  return (
    <div
      className="sidebar-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label={t('sidebar.resize')}
      aria-valuenow={width}
      aria-valuemin={sidebarWidth.min}
      aria-valuemax={sidebarWidth.max}
      tabIndex={0}
      onKeyDown={(event) => {
        const next = keyWidths[event.key];
        if (!next) return;
        // The keys resize; they must not also scroll the page.
        event.preventDefault();
        dispatch(sidebarResized(next(width)));
      }}
      onPointerDown={(event) => {
        const startX = event.clientX;
        const move = (e: PointerEvent) => dispatch(sidebarResized(width + e.clientX - startX));
        const end = () => {
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', end);
          window.removeEventListener('pointercancel', end);
        };
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', end);
        // A touch taken over by the browser (a scroll, a gesture) ends the drag too.
        window.addEventListener('pointercancel', end);
      }}
    />
  );
}
