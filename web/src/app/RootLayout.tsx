import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from '../components/CookieBanner';
import { PageLoader } from '../components/PageLoader';
import { HeadingFocusContext, useHeadingFocusTarget } from '../lib/pageTitle';

/**
 * Wraps every screen: scroll to top on each navigation (part 1 §2), focus on the new
 * page's heading (usePageTitle), a loading state, and the cookie banner until the visitor
 * has chosen. The banner comes first and takes its own room at the top of the page, so it
 * never covers an action of the screen below it.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const headingFocusTarget = useHeadingFocusTarget();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <HeadingFocusContext value={headingFocusTarget}>
      <CookieBanner />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </HeadingFocusContext>
  );
}
