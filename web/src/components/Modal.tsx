import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, trapFocus } from '../lib/focusTrap';
import styles from './Modal.module.css';

interface ModalProps {
  /** Visible title; also the dialog's accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider layout for content such as image previews. */
  size?: 'normal' | 'wide';
  /**
   * The step the content shows (a form, then its code). When it changes, focus moves to the
   * new step's first field, as it does when the dialog opens.
   */
  step?: string;
}

const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * An accessible modal dialog: focus moves in, to the first field (then to the first field of
 * each new `step`), and stays in (Tab wraps); Escape and a click on the backdrop close it,
 * focus returns to where it was, and the page behind does not scroll.
 */
export function Modal({ title, onClose, children, size = 'normal', step }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // Declared first: it notes where focus was before the effect below moves it in.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  useEffect(() => {
    focusStart(contentRef.current, dialogRef.current);
  }, [step]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      trapFocus(event, dialogRef.current);
    }
  }

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {/* A div, not <header>: a dialog's title bar is no second page banner. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Cerrar">
            ×
          </button>
        </div>
        <div ref={contentRef}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** The first field of the content, else its first control, else the dialog itself (never '×'). */
function focusStart(content: HTMLElement | null, dialog: HTMLElement | null) {
  const target = content?.querySelector<HTMLElement>(FIELD) ?? content?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
  target?.focus();
}
