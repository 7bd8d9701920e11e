import { useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import styles from './RetryButton.module.css';

// What browsers throw when a screen's code could not be downloaded (Chromium, Firefox, Safari).
const MODULE_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/**
 * 'Reintentar' in a route's error element: opens the same address again, in place of the
 * failed entry. The navigation runs the route's loaders, whose fresh query references replace
 * the failed ones, and a new location is what clears React Router's error boundary (a bare
 * revalidation may finish within one render and leave the error up). A screen whose code
 * failed to download needs the page loaded afresh instead: the router and the browser keep
 * a failed import.
 */
export function RetryButton() {
  const error = useRouteError();
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== 'idle';

  function retry() {
    if (error instanceof Error && MODULE_LOAD_FAILURE.test(error.message)) window.location.reload();
    else void navigate({ pathname, search, hash }, { replace: true, state });
  }

  return (
    <button type="button" className={styles.retry} onClick={retry} disabled={busy} aria-busy={busy}>
      {busy ? 'Reintentando...' : 'Reintentar'}
    </button>
  );
}
