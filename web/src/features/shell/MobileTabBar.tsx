import { MenuLink } from './MenuLink';
import { tabBarMenu } from './menuItems';
import styles from './MobileTabBar.module.css';

/** The bottom bar on mobile; its login-only tabs lead anonymous visitors to the register dialog. */
export function MobileTabBar({ active }: { active: string | null }) {
  return (
    <nav className={styles.bar} aria-label="Accesos rápidos">
      <ul className={styles.list}>
        {tabBarMenu.map((item) => (
          <li key={item.key}>
            <MenuLink item={item} active={item.key === active} className={styles.tab} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
