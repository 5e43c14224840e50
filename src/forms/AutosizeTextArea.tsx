import { useLayoutEffect, useRef, type ComponentProps, type ComponentType } from 'react';
import { TextArea } from 'react-aria-components';

type TextAreaProps = ComponentProps<typeof TextArea>;

export interface AutosizeTextAreaProps extends TextAreaProps {
  /** At least 2 (platform.md §5). */
  minRows?: number;
  /** Height floor in px (the outer height, borders included). */
  minHeight?: number;
  /** Height cap in px (the outer height, borders included); beyond it the text area scrolls. */
  maxHeight?: number;
  as?: ComponentType<TextAreaProps>;
}

/** The outer height the text needs: `scrollHeight` holds the padding, not the borders. */
function neededHeight(element: HTMLTextAreaElement): number {
  const style = getComputedStyle(element);
  const borders = style.boxSizing === 'border-box' ? (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0) : 0;
  return element.scrollHeight + borders;
}

/**
 * No line holds more than 500 characters and none is under 10 px: a text of more than 50
 * characters per px of the cap is taller than the cap, without laying it out (a pasted 1.5 MB
 * log is not measured again for every key).
 */
const surelyTaller = (value: unknown, maxHeight: number) => typeof value === 'string' && value.length / 50 > maxHeight;

/**
 * A text area that grows with its text from `minRows` (never fewer than 2) and `minHeight` up to
 * `maxHeight`, then scrolls; it shrinks back when the text goes.
 */
export function AutosizeTextArea({ minRows = 2, minHeight = 0, maxHeight = Infinity, as: Component = TextArea, ...props }: AutosizeTextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const rows = Math.max(2, minRows);
  const { value } = props;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (surelyTaller(value, maxHeight)) {
      element.style.height = `${maxHeight}px`;
      element.style.overflowY = 'auto';
      return;
    }
    element.style.height = 'auto';
    const needed = neededHeight(element);
    element.style.height = `${Math.min(Math.max(needed, minHeight), maxHeight)}px`;
    element.style.overflowY = needed > maxHeight ? 'auto' : 'hidden';
  }, [value, minHeight, maxHeight]);
  return <Component {...props} ref={ref} rows={rows} />;
}
