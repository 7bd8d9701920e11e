import { useId, useRef, type FocusEvent } from 'react';

/**
 * What a header dropdown (Crear, Mi perfil) wires up the same way: its container closes it
 * when the focus leaves (Tab past the last entry), and its button toggles the list it controls.
 */
export function useDropdown(open: boolean, setOpen: (open: boolean | ((isOpen: boolean) => boolean)) => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const container = {
    ref: containerRef,
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
  };
  const trigger = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': listId,
    onClick: () => setOpen((isOpen) => !isOpen),
  };
  return { containerRef, buttonRef, listId, container, trigger };
}
