import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from '../components/CookieBanner';
import { PageLoader } from '../components/PageLoader';

/**
 * Wraps every screen: scroll to top on each navigation (part 1 §2), a loading state, and
 * the cookie banner until the visitor has chosen.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <CookieBanner />
    </>
  );
}
