import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { ProtectedLink } from '../../components/ProtectedLink';
import { paths } from '../../lib/routing/paths';
import type { ShellHeader_viewer$key } from './__generated__/ShellHeader_viewer.graphql';
import { HeaderSearch } from './HeaderSearch';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import styles from './ShellHeader.module.css';

const fragment = graphql`
  fragment ShellHeader_viewer on User {
    ...ProfileMenu_viewer
  }
`;

interface ShellHeaderProps {
  viewer: ShellHeader_viewer$key | null;
  mobileMenuId: string;
  mobileMenuOpen: boolean;
  onOpenMobileMenu: () => void;
}

/** The top bar: hamburger (mobile), logo, search, Guardados, Crear (desktop) and the profile menu. */
export function ShellHeader({ viewer, mobileMenuId, mobileMenuOpen, onOpenMobileMenu }: ShellHeaderProps) {
  const data = useFragment(fragment, viewer);
  return (
    <header className={styles.header}>
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
      <div className={styles.actions}>
        <ProtectedLink to={paths.saved()} className={`${styles.action} ${styles.saved}`}>
          <Icon name="bookmark" size={18} />
          <span>Guardados</span>
        </ProtectedLink>
        <ProtectedLink to={paths.createPost()} className={`${styles.action} ${styles.create}`}>
          <Icon name="plus" size={18} />
          <span>Crear</span>
        </ProtectedLink>
        <ProfileMenu viewer={data ?? null} />
      </div>
    </header>
  );
}
