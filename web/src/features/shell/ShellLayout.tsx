import { Suspense, useId, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ContentSkeleton } from '../../components/ContentSkeleton';
import { MobileMenu } from './MobileMenu';
import { MobileTabBar } from './MobileTabBar';
import type { MenuEntryLook } from './ModerationMenuEntry';
import { ShellHeader } from './ShellHeader';
import { Sidebar } from './Sidebar';
import { useActiveMenu } from './useActiveMenu';
import styles from './ShellLayout.module.css';

/**
 * The dashboard frame around every /ControlPanel screen. It needs no data of its own, so it
 * shows at once: the profile menu and the screen each wait for their query inside it (the
 * screen as a skeleton).
 */
interface ShellLayoutProps {
  profileMenu: ReactNode;
  createMenu: ReactNode;
  /** 'Crear' of the mobile tab bar, given whether the current screen is one it leads to. */
  createTab: (active: boolean) => ReactNode;
  /** 'Moderación' for operators, as an entry of the sidebar's and the mobile menu's lists. */
  moderationEntry: (look: MenuEntryLook) => ReactNode;
  /** The notifications' bell, for a signed-in user. */
  bell: ReactNode;
}

export function ShellLayout({ profileMenu, createMenu, createTab, moderationEntry, bell }: ShellLayoutProps) {
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
      <div className={styles.header}>
        <ShellHeader
          profileMenu={profileMenu}
          createMenu={createMenu}
          bell={bell}
          mobileMenuId={mobileMenuId}
          mobileMenuOpen={mobileMenuOpen}
          onOpenMobileMenu={() => setMobileMenuOpen(true)}
        />
      </div>
      {/* The sidebar's nav is the landmark; its frame is only layout. */}
      <div className={styles.sidebar}>
        <Sidebar active={active} moderationEntry={moderationEntry} />
      </div>
      <main id="contenido" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<ContentSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <MobileTabBar active={active} createTab={createTab} />
      {mobileMenuOpen && (
        <MobileMenu
          id={mobileMenuId}
          active={active}
          onClose={() => setMobileMenuOpen(false)}
          moderationEntry={moderationEntry}
        />
      )}
    </div>
  );
}
