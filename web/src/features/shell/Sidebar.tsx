import { useId, useState, type ReactNode } from 'react';
import { paths } from '../../lib/routing/paths';
import { useIsLoggedIn } from '../../lib/useIsLoggedIn';
import { Icon } from '../../components/Icon';
import { MenuLink } from './MenuLink';
import { mainMenu, moreInfoMenu } from './menuItems';
import type { MenuEntryLook } from './ModerationMenuEntry';
import { useLogout } from './useLogout';
import styles from './Sidebar.module.css';

interface SidebarProps {
  active: string | null;
  /** 'Moderación' for operators (ModerationMenuEntry, which waits for the viewer on its own). */
  moderationEntry: (look: MenuEntryLook) => ReactNode;
}

/** The desktop sidebar: 'Menú' (and 'Moderación' for operators), the collapsible 'Más información' with the logout. */
export function Sidebar({ active, moderationEntry }: SidebarProps) {
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const moreId = useId();
  const [moreOpen, setMoreOpen] = useState(() => moreInfoMenu.some((item) => item.key === active));

  return (
    <nav className={styles.sidebar} aria-label="Menú">
      <h2 className={styles.title}>Menú</h2>
      <ul className={styles.list}>
        {mainMenu.map((item) => (
          <li key={item.key}>
            <MenuLink item={item} active={item.key === active} className={styles.link} />
          </li>
        ))}
        {moderationEntry({ active, className: styles.link, withIcon: true })}
      </ul>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen((open) => !open)}
      >
        Más información
        <Icon name="chevron" size={16} className={styles.chevron} />
      </button>
      <ul id={moreId} className={`${styles.list} ${styles.secondary}`} hidden={!moreOpen}>
        {moreInfoMenu.map((item) => (
          <li key={item.key}>
            <MenuLink item={item} active={item.key === active} className={styles.link} />
          </li>
        ))}
        {loggedIn && (
          <li>
            <button type="button" className={styles.link} onClick={() => void logout(paths.login())}>
              <span>Cerrar sesión</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
