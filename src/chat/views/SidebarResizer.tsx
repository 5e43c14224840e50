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

/** A pointer that moves less than this (px) between down and up clicked rather than dragged. */
const CLICK_SLOP_PX = 4;
const clickWidths = [sidebarWidth.min, sidebarWidth.initial, sidebarWidth.max];

/** A click's width: the next of narrowest, usual and widest above the current one, after the widest the narrowest. */
export const clickedWidth = (width: number) => clickWidths.find((preset) => preset > width) ?? sidebarWidth.min;

/**
 * The sidebar's right edge: a window splitter (WAI-ARIA) that the pointer drags and the arrow
 * keys move; Home and End go to the narrowest and widest. The slice clamps every width.
 * Dragging is not the only pointer way (WCAG 2.5.7): a click or tap without a drag steps through
 * the narrowest, the usual and the widest width.
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
        let dragged = false;
        const move = (e: PointerEvent) => {
          if (Math.abs(e.clientX - startX) < CLICK_SLOP_PX && !dragged) return;
          dragged = true;
          dispatch(sidebarResized(width + e.clientX - startX));
        };
        const release = (e: PointerEvent) => {
          if (!dragged && Math.abs(e.clientX - startX) < CLICK_SLOP_PX) dispatch(sidebarResized(clickedWidth(width)));
          end();
        };
        const end = () => {
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', release);
          window.removeEventListener('pointercancel', end);
        };
        window.addEventListener('pointermove', move);
        window.addEventListener('pointerup', release);
        // A touch taken over by the browser (a scroll, a gesture) ends the drag too.
        window.addEventListener('pointercancel', end);
      }}
    />
  );
}
