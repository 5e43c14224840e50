import { useRef } from 'react';
import { Button, type ButtonProps, type PressEvent } from 'react-aria-components';

/**
 * The press handlers of one button that turns into another (Send ↔ Cancel, Generate ↔ Cancel):
 * a press acts only on the button it began on. The element stays the same (focus stays on it),
 * so without this a key-up or pointer-up that ends a press begun as Send would press the Cancel
 * that took its place. `face` names what the button is now.
 */
export function useChangingPress(face: string, onPress: (event: PressEvent) => void) {
  const begunAs = useRef<string | null>(null);
  return {
    onPressStart: () => {
      begunAs.current = face;
    },
    onPress: (event: PressEvent) => {
      const begun = begunAs.current;
      begunAs.current = null;
      if (begun === face) onPress(event);
    },
  };
}

export interface ChangingButtonProps extends Omit<ButtonProps, 'type' | 'onPress' | 'onPressStart'> {
  /** What the button is now ('send', 'cancel'): a press begun as another face does nothing. */
  face: string;
  onPress: (event: PressEvent) => void;
}

/**
 * A button that turns into another. Never a submit button: a form would submit on Enter's
 * key-down, the button would change, and the key-up would press what it became. Its action
 * comes at the end of the press, for keys and pointers alike.
 */
export function ChangingButton({ face, onPress, ...props }: ChangingButtonProps) {
  return <Button {...props} {...useChangingPress(face, onPress)} type="button" />;
}
