import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/pageTitle';
import { paths } from '../lib/routing/paths';
import { RetryButton } from './RetryButton';
import styles from './RouteError.module.css';

/**
 * Shown when a screen fails to load: what happened, 'Reintentar', and a way to the explorer
 * (never from the explorer itself, which would only load the failing page again). `inShell`:
 * the error takes the screen's place inside the dashboard shell, whose <main> holds it.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Página no encontrada' : 'Algo ha salido mal';
  const heading = usePageTitle(title);
  const Frame = inShell ? 'div' : 'main';
  return (
    <Frame className={styles.error} role="alert">
      <h1 {...heading}>{title}</h1>
      <p>
        {notFound
          ? 'La página que buscas no existe o se ha movido.'
          : 'No se pudo cargar esta página. Comprueba tu conexión e inténtalo de nuevo.'}
      </p>
      <div className={styles.actions}>
        {!notFound && <RetryButton />}
        {pathname !== paths.explorer() && (
          <Link to={paths.explorer()} className={styles.way}>
            Volver al explorador
          </Link>
        )}
      </div>
    </Frame>
  );
}
