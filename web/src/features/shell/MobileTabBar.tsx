import type { ReactNode } from 'react';
import { paths } from '../../lib/routing/paths';
import { MenuLink } from './MenuLink';
import { tabBarMenu } from './menuItems';
import styles from './MobileTabBar.module.css';

interface MobileTabBarProps {
  active: string | null;
  /** 'Crear' (CreateMenu placed in the tab bar), given whether it is the active tab: a post, or a choice with an offer. */
  createTab: (active: boolean) => ReactNode;
}

/** The bottom bar on mobile; its login-only tabs lead anonymous visitors to the register dialog. */
export function MobileTabBar({ active, createTab }: MobileTabBarProps) {
  return (
    <nav className={styles.bar} aria-label="Accesos rápidos">
      <ul className={styles.list}>
        {tabBarMenu.map((item) => (
          <li key={item.key}>
            {item.to === paths.createPost() ? (
              createTab(item.key === active)
            ) : (
              <MenuLink item={item} active={item.key === active} className={styles.tab} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
