import { useLayoutEffect, useRef, type ComponentProps, type ComponentType } from 'react';
import { TextArea } from 'react-aria-components';

type TextAreaProps = ComponentProps<typeof TextArea>;

export interface AutosizeTextAreaProps extends TextAreaProps {
  /** At least 2 (platform.md §5). */
  minRows?: number;
  /** Height cap in px; beyond it the text area scrolls. */
  maxHeight?: number;
  as?: ComponentType<TextAreaProps>;
}

/** A text area that grows with its text from `minRows` (never fewer than 2) up to `maxHeight`. */
export function AutosizeTextArea({ minRows = 2, maxHeight, as: Component = TextArea, ...props }: AutosizeTextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const rows = Math.max(2, minRows);
  const { value } = props;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    const wanted = element.scrollHeight;
    element.style.height = `${maxHeight !== undefined ? Math.min(wanted, maxHeight) : wanted}px`;
    element.style.overflowY = maxHeight !== undefined && wanted > maxHeight ? 'auto' : 'hidden';
  }, [value, maxHeight]);
  return <Component {...props} ref={ref} rows={rows} />;
}
