import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DeferredCode } from '../deferred/deferred-code';
import { log } from '../browser/log';

/**
 * How the real trigger takes over from its stand-in: the button takes focus if the stand-in had
 * it, and the menu's open state is held here, so a press on the stand-in opens the menu once
 * the real button has focus (where focus returns when the menu closes).
 */
export interface Arrival {
  autoFocus: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export interface DeferredTriggerProps<T extends object> {
  /** The menu's code: React Aria's menu and popover come with it. */
  code: DeferredCode<T>;
  /** The real trigger and its menu, once the code has come. */
  children: (code: T, arrival: Arrival) => ReactNode;
  /** The stand-in looks like the real button: the same class, name and face. */
  className: string;
  label?: string;
  face: ReactNode;
  isDisabled?: boolean;
}

/**
 * A menu button whose menu code comes when it is wanted: until then a plain button
 * stands in, looking and named the same. Pointing at it or focusing it fetches the code;
 * pressing it (pointer down, click, Enter, Space, ArrowDown) fetches it and opens the menu as it
 * arrives, with focus carried over.
 */
export function DeferredTrigger<T extends object>({ code, children, className, label, face, isDisabled }: DeferredTriggerProps<T>) {
  const standIn = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const [arrived, setArrived] = useState(() => {
    const current = code.current();
    return current === undefined ? undefined : { code: current, focused: false, pressed: false };
  });
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (arrived) return undefined;
    let mounted = true;
    void code.arrived.then((current) => {
      if (!mounted) return;
      const focused = standIn.current !== null && standIn.current === document.activeElement;
      setArrived({ code: current, focused: focused || pressed.current, pressed: pressed.current });
    });
    return () => {
      mounted = false;
    };
  }, [arrived, code]);
  // A frame after the real button has mounted and taken focus, so the menu's focus scope
  // returns focus to it (not to the stand-in, which is gone) when the menu closes.
  const openOnArrival = arrived?.pressed ?? false;
  useEffect(() => {
    if (!openOnArrival) return undefined;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnArrival]);

  if (arrived) return children(arrived.code, { autoFocus: arrived.focused, isOpen, onOpenChange: setOpen });
  const fetchCode = () => void code.load().catch((error: unknown) => log.error(`${code.name} could not be fetched`, error));
  const press = () => {
    pressed.current = true;
    fetchCode();
  };
  return (
    <button
      ref={standIn}
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={isDisabled}
      onPointerEnter={fetchCode}
      onFocus={fetchCode}
      // A press counts from the pointer going down: code arriving before the click puts the real
      // button under the pointer, which never saw the press begin and would ignore its end.
      onPointerDown={(event) => event.button === 0 && press()}
      onClick={press}
      onKeyDown={(event) => event.key === 'ArrowDown' && press()}
    >
      {face}
    </button>
  );
}
