import { Suspense, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import type { ShellLayout_viewer$key } from './__generated__/ShellLayout_viewer.graphql';
import { MobileMenu } from './MobileMenu';
import { MobileTabBar } from './MobileTabBar';
import { ShellHeader } from './ShellHeader';
import { Sidebar } from './Sidebar';
import { useActiveMenu } from './useActiveMenu';
import styles from './ShellLayout.module.css';

const fragment = graphql`
  fragment ShellLayout_viewer on User {
    ...ShellHeader_viewer
  }
`;

/** The dashboard frame around every /ControlPanel screen. */
export function ShellLayout({ viewer }: { viewer: ShellLayout_viewer$key | null }) {
  const data = useFragment(fragment, viewer);
  const active = useActiveMenu();
  const mobileMenuId = useId();
  const { pathname } = useLocation();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  // A navigation closes the mobile menu: adjusted while rendering the new page, so the
  // page never shows with the menu still open.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMobileMenuOpen(false);
  }

  return (
    <div className={styles.shell}>
      <a href="#contenido" className={styles.skipLink}>
        Saltar al contenido
      </a>
      <div className={styles.header}>
        <ShellHeader
          viewer={data ?? null}
          mobileMenuId={mobileMenuId}
          mobileMenuOpen={mobileMenuOpen}
          onOpenMobileMenu={() => setMobileMenuOpen(true)}
        />
      </div>
      {/* The sidebar's nav is the landmark; its frame is only layout. */}
      <div className={styles.sidebar}>
        <Sidebar active={active} />
      </div>
      <main id="contenido" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <MobileTabBar active={active} />
      {mobileMenuOpen && <MobileMenu id={mobileMenuId} active={active} onClose={() => setMobileMenuOpen(false)} />}
    </div>
  );
}
