import { NavLink } from 'react-router';
import { paths } from '../../lib/routing/paths';
import styles from './EditorMenu.module.css';

const ENTRIES = [
  { to: paths.editProfile(), label: 'Editar perfil' },
  { to: paths.settings(), label: 'Configuración' },
  { to: paths.myOffers(), label: 'Mis ofertas' },
] as const;

/** The editor page's menu (part 2 §2): the active entry follows the address. */
export function EditorMenu() {
  return (
    <nav className={styles.menu} aria-label="Menú de tu perfil">
      <ul className={styles.list}>
        {ENTRIES.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} end className={({ isActive }) => (isActive ? styles.active : styles.link)}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
