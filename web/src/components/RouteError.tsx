import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../lib/routing/paths';
import styles from './RouteError.module.css';

/** Shown when a screen fails to load; offers a way back instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.error} role="alert">
      <h1>{notFound ? 'Página no encontrada' : 'Algo ha salido mal'}</h1>
      <p>
        {notFound
          ? 'La página que buscas no existe o se ha movido.'
          : 'No se pudo cargar esta página. Por favor, inténtalo de nuevo más tarde.'}
      </p>
      <Link to={paths.explorer()}>Volver al explorador</Link>
    </main>
  );
}
