import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { popoverOffsetPx, tooltipDelayMs } from './overlays';

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
