import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** Part 2 §9: a horizontal movement of at least 50 px changes the image. */
export const SWIPE_THRESHOLD_PX = 50;
/** Part 2 §9: a pointer that moved more than 3 px dragged; less is still a click. */
export const DRAG_THRESHOLD_PX = 3;

interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
  /** Swallows the click that ends a drag, so dragging never also opens the preview. */
  onClickCapture: (event: MouseEvent) => void;
}

/**
 * Swipe gestures on one element, by mouse, pen or touch: `onSwipe(1)` after a leftward
 * movement (the next image), `onSwipe(-1)` after a rightward one.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);

  return {
    onPointerDown(event) {
      if (event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
      dragged.current = false;
    },
    onPointerUp(event) {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      start.current = null;
      dragged.current = Math.hypot(dx, dy) > DRAG_THRESHOLD_PX;
      if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
