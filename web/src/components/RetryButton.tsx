import { useRevalidator, useRouteError } from 'react-router';
import styles from './RetryButton.module.css';

// What browsers throw when a screen's code could not be downloaded (Chromium, Firefox, Safari).
const MODULE_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/**
 * 'Reintentar' in a route's error element: runs the route's loaders again, whose fresh query
 * references replace the failed ones, and React Router clears the error once they are in.
 * A screen whose code failed to download needs the page loaded afresh instead (the router
 * and the browser keep a failed import).
 */
export function RetryButton() {
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  const busy = state === 'loading';

  function retry() {
    if (error instanceof Error && MODULE_LOAD_FAILURE.test(error.message)) window.location.reload();
    else void revalidate();
  }

  return (
    <button type="button" className={styles.retry} onClick={retry} disabled={busy} aria-busy={busy}>
      {busy ? 'Reintentando...' : 'Reintentar'}
    </button>
  );
}
