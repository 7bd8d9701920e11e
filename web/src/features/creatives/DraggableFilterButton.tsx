import { useRef, useState, type PointerEvent } from 'react';
import { CREATIVES_TEXTS } from './creativesTexts';
import styles from './CreativesPage.module.css';

/** A pointer that moves further than this (px) drags the button instead of clicking it. */
export const DRAG_THRESHOLD = 3;

interface Drag {
  pointerX: number;
  pointerY: number;
  startX: number;
  startY: number;
  moved: boolean;
}

/**
 * The phones' floating filter button: a press that stays within 3 px opens the filters,
 * one that moves further carries the button out of the way (and opens nothing). The
 * keyboard opens it as any button.
 */
export function DraggableFilterButton({ onOpen }: { onOpen: () => void }) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<Drag | null>(null);
  const wasDragged = useRef(false);

  function down(event: PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerX: event.clientX,
      pointerY: event.clientY,
      startX: offset.x,
      startY: offset.y,
      moved: false,
    };
  }

  function move(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.pointerX;
    const dy = event.clientY - current.pointerY;
    if (!current.moved && Math.hypot(dx, dy) <= DRAG_THRESHOLD) return;
    current.moved = true;
    setOffset({ x: current.startX + dx, y: current.startY + dy });
  }

  function up() {
    // The click that follows a drag is not a click on the button.
    wasDragged.current = drag.current?.moved ?? false;
    drag.current = null;
  }

  function click() {
    if (wasDragged.current) {
      wasDragged.current = false;
      return;
    }
    onOpen();
  }

  return (
    <button
      type="button"
      className={styles.floatingButton}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onClick={click}
    >
      {CREATIVES_TEXTS.openFilters}
    </button>
  );
}
