import { Suspense, useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import type { ShellHeader_viewer$key } from './__generated__/ShellHeader_viewer.graphql';
import { MobileMenu } from './MobileMenu';
import { MobileTabBar } from './MobileTabBar';
import { ShellHeader } from './ShellHeader';
import { Sidebar } from './Sidebar';
import { useActiveMenu } from './useActiveMenu';
import styles from './ShellLayout.module.css';

/** The dashboard frame around every /ControlPanel screen. */
export function ShellLayout({ viewer }: { viewer: ShellHeader_viewer$key | null }) {
  const active = useActiveMenu();
  const mobileMenuId = useId();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMobileMenuOpen(false), [pathname]);

  return (
    <div className={styles.shell}>
      <a href="#contenido" className={styles.skipLink}>
        Saltar al contenido
      </a>
      <div className={styles.header}>
        <ShellHeader
          viewer={viewer}
          mobileMenuId={mobileMenuId}
          mobileMenuOpen={mobileMenuOpen}
          onOpenMobileMenu={() => setMobileMenuOpen(true)}
        />
      </div>
      <aside className={styles.sidebar}>
        <Sidebar active={active} />
      </aside>
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
