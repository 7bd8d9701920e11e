import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FOCUSABLE, trapFocus } from '../../lib/focusTrap';
import { paths } from '../../lib/routing/paths';
import { useIsLoggedIn } from '../../lib/useIsLoggedIn';
import { Icon } from '../../components/Icon';
import { MenuLink } from './MenuLink';
import { mobileMenu, visitorLinks } from './menuItems';
import type { MenuEntryLook } from './ModerationMenuEntry';
import { useLogout } from './useLogout';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  id: string;
  active: string | null;
  onClose: () => void;
  /** 'Moderación' for operators (ModerationMenuEntry). */
  moderationEntry: (look: MenuEntryLook) => ReactNode;
}

/**
 * The hamburger's side menu on mobile: a modal drawer that keeps focus inside, closes on
 * Escape, on the backdrop and on choosing an entry, and gives focus back when it closes.
 * Besides the spec's entries it holds what the phone has no other place for: 'Moderación'
 * for operators, 'Cerrar sesión' (to /login, as the sidebar's), or sign-in and sign-up for visitors.
 */
export function MobileMenu({ id, active, onClose, moderationEntry }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();

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
    else if (event.key === 'Tab') trapFocus(event, panelRef.current);
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
            {moderationEntry({ active, className: styles.link, withIcon: false, onClick: onClose })}
          </ul>
          <ul className={`${styles.list} ${styles.account}`}>
            {loggedIn ? (
              <li>
                <button type="button" className={styles.link} onClick={() => void logout(paths.login())}>
                  Cerrar sesión
                </button>
              </li>
            ) : (
              visitorLinks.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} state={link.state} className={styles.link} onClick={onClose}>
                    {link.label}
                  </Link>
                </li>
              ))
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}
