import { useLayoutEffect, useRef, type ComponentProps, type ComponentType, type Ref } from 'react';
import { TextArea, TextAreaContext, useSlottedContext } from 'react-aria-components';

type TextAreaProps = ComponentProps<typeof TextArea>;

export interface AutosizeTextAreaProps extends Omit<TextAreaProps, 'ref'> {
  /** The rows it starts with (the kit's multi-line TextField asks for at least 2, platform.md §5). */
  minRows?: number;
  /** Height floor in px (the outer height, borders included); the sheet's `min-height` counts too. */
  minHeight?: number;
  /** Height cap in px (the outer height, borders included); the sheet's `max-height` counts too. Beyond it the text area scrolls. */
  maxHeight?: number;
  as?: ComponentType<TextAreaProps>;
  ref?: Ref<HTMLTextAreaElement>;
}

const px = (value: string, otherwise: number) => {
  const parsed = parseFloat(value);
  return Number.isFinite(parsed) ? parsed : otherwise;
};

/** The outer height the text needs: `scrollHeight` holds the padding, not the borders. */
function neededHeight(element: HTMLTextAreaElement, style: CSSStyleDeclaration): number {
  const borders = style.boxSizing === 'border-box' ? px(style.borderTopWidth, 0) + px(style.borderBottomWidth, 0) : 0;
  return element.scrollHeight + borders;
}

/**
 * No line holds more than 500 characters and none is under 10 px: a text of more than 50
 * characters per px of the cap is taller than the cap, without laying it out (a pasted 1.5 MB
 * log is not measured again for every key).
 */
const surelyTaller = (value: unknown, maxHeight: number) => typeof value === 'string' && value.length / 50 > maxHeight;

/**
 * A text area that grows with its text from `minRows` and `minHeight` up to
 * `maxHeight`, then scrolls; it shrinks back when the text goes. Measured here rather than left to
 * CSS `field-sizing: content`, which not every browser staff use has. Inside a react-aria
 * TextField the text comes from the field (its context), so it grows while typing there too.
 */
export function AutosizeTextArea({ minRows = 2, minHeight = 0, maxHeight = Infinity, as: Component = TextArea, ref: outerRef, ...props }: AutosizeTextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const rows = Math.max(1, minRows);
  const field = useSlottedContext(TextAreaContext) as { value?: unknown } | null | undefined;
  const value = props.value ?? field?.value;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const floor = Math.max(minHeight, px(style.minHeight, 0));
    const ceiling = Math.min(maxHeight, px(style.maxHeight, Infinity));
    if (surelyTaller(value, ceiling)) {
      element.style.height = `${ceiling}px`;
      element.style.overflowY = 'auto';
      return;
    }
    element.style.height = 'auto';
    const needed = neededHeight(element, style);
    element.style.height = `${Math.min(Math.max(needed, floor), ceiling)}px`;
    element.style.overflowY = needed > ceiling ? 'auto' : 'hidden';
  }, [value, minHeight, maxHeight]);
  const setRef = (element: HTMLTextAreaElement | null) => {
    ref.current = element;
    if (typeof outerRef === 'function') outerRef(element);
    else if (outerRef) outerRef.current = element;
  };
  return <Component {...props} ref={setRef} rows={rows} />;
}
