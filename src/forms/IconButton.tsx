import type { LucideIcon } from 'lucide-react';
import { Button, Tooltip, TooltipTrigger, type ButtonProps } from 'react-aria-components';
import { popoverOffsetPx, tooltipDelayMs } from './overlays';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'className' | 'aria-label'> {
  /** The button's accessible name, shown as its tooltip too. */
  label: string;
  icon: LucideIcon;
  /** Classes besides `button icon-button` (`ghost` unless another kind is given). */
  className?: string;
}

/**
 * An action shown as an icon: named by `label`, which its tooltip repeats on hover (after
 * platform.md §9's 200 ms) and on keyboard focus. Touch shows no tooltip; the name is still read.
 */
export function IconButton({ label, icon: Icon, className = 'ghost', ...props }: IconButtonProps) {
  return (
    <TooltipTrigger delay={tooltipDelayMs}>
      <Button {...props} className={`button icon-button ${className}`} aria-label={label}>
        <Icon aria-hidden="true" className="icon" />
      </Button>
      <Tooltip className="tooltip" offset={popoverOffsetPx}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
