import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Icon } from './Icon';
import { MenuLink } from './MenuLink';
import { mobileMenu } from './menuItems';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  id: string;
  active: string | null;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The hamburger's side menu on mobile: a modal drawer that keeps focus inside, closes on
 * Escape, on the backdrop and on choosing an entry, and gives focus back when it closes.
 */
export function MobileMenu({ id, active, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'Tab') keepFocusInside(event, panelRef.current);
  }

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panelRef}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
        onKeyDown={onKeyDown}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="Cerrar menú">
          <Icon name="close" />
        </button>
        <nav aria-label="Menú">
          <ul className={styles.list}>
            {mobileMenu.map((item) => (
              <li key={item.key}>
                <MenuLink item={item} active={item.key === active} className={styles.link} onClick={onClose} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

function keepFocusInside(event: KeyboardEvent, panel: HTMLElement | null) {
  const items = panel ? [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
