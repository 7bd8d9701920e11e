import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProtectedLink } from '../../components/ProtectedLink';
import { paths } from '../../lib/routing/paths';
import { useIsLoggedIn } from '../../lib/useIsLoggedIn';
import { HeaderSearch } from '../search/HeaderSearch';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { visitorLinks } from './menuItems';
import styles from './ShellHeader.module.css';

// 'Registro' is drawn (and hidden on a phone) as 'Crear'; 'Inicio de sesión' stays, tighter there.
const visitorLinkClass = {
  login: `${styles.action} ${styles.login}`,
  register: `${styles.action} ${styles.create}`,
} as const;

interface ShellHeaderProps {
  /** The profile menu, which waits for the viewer's data on its own: the header does not. */
  profileMenu: ReactNode;
  /** 'Crear' (CreateMenu), which also waits for the viewer: a post, or a choice with an offer. */
  createMenu: ReactNode;
  /** The notifications' bell, shown to a signed-in user on every width. */
  bell: ReactNode;
  mobileMenuId: string;
  mobileMenuOpen: boolean;
  onOpenMobileMenu: () => void;
}

/**
 * The top bar: hamburger (mobile), logo, search, Guardados, Crear (desktop), the notifications'
 * bell and the profile menu, or for a visitor 'Inicio de sesión' and 'Registro' (on a phone only the first: the
 * side menu and the login-only tabs lead to sign-up).
 */
export function ShellHeader({
  profileMenu,
  createMenu,
  bell,
  mobileMenuId,
  mobileMenuOpen,
  onOpenMobileMenu,
}: ShellHeaderProps) {
  const loggedIn = useIsLoggedIn();
  return (
    <header className={styles.header}>
      {/* Inside the banner landmark: the cookie banner may come before it on the page. */}
      <a href="#contenido" className={styles.skipLink}>
        Saltar al contenido
      </a>
      <button
        type="button"
        className={styles.hamburger}
        aria-label="Abrir menú"
        aria-expanded={mobileMenuOpen}
        aria-controls={mobileMenuId}
        onClick={onOpenMobileMenu}
      >
        <Icon name="menu" size={22} />
      </button>
      <Link to={paths.explorer()} className={styles.logo}>
        <Logo />
      </Link>
      <HeaderSearch />
      <div className={loggedIn ? styles.actions : `${styles.actions} ${styles.visitor}`}>
        <ProtectedLink to={paths.saved()} className={`${styles.action} ${styles.saved}`}>
          <Icon name="bookmark" size={18} />
          <span>Guardados</span>
        </ProtectedLink>
        {createMenu}
        {loggedIn && bell}
        {loggedIn
          ? profileMenu
          : visitorLinks.map((link) => (
              <Link key={link.key} to={link.to} state={link.state} className={visitorLinkClass[link.key]}>
                {link.label}
              </Link>
            ))}
      </div>
    </header>
  );
}
