import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

/** platform.md §9: tooltips open after a 200 ms hover and sit 8 px from their trigger. */
export const tooltipDelayMs = 200;
export const popoverOffsetPx = 8;

/** `trigger` is a focusable react-aria element (a Button). */
export function Tooltip({ text, trigger }: { text: string; trigger: ReactNode }) {
  return (
    <TooltipTrigger delay={tooltipDelayMs} closeDelay={tooltipDelayMs}>
      {trigger}
      <AriaTooltip offset={popoverOffsetPx} className="tooltip">
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
