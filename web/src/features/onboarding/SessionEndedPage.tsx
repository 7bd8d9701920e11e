import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/routing/paths';
import { clearSession, isLoggedIn } from '../../lib/session';
import styles from './SessionEndedPage.module.css';
import { OnboardingFrame } from './OnboardingFrame';

/**
 * /sesion-caducada: where a wizard screen goes when the server refuses the stored token.
 * It ends the session (token and cached facts forgotten, a new Relay store) and says so.
 */
export function Component() {
  useEffect(() => {
    if (isLoggedIn()) clearSession();
  }, []);
  return (
    <OnboardingFrame heading="Tu sesión ha terminado" title="Sesión caducada">
      <p className={styles.text}>
        Tu sesión ha caducado o no es válida. Inicia sesión de nuevo para continuar con tu registro.
      </p>
      <div className={styles.actions}>
        <Link to={paths.login()} className={styles.primary}>
          Iniciar sesión
        </Link>
        <Link to={paths.explorer()} className={styles.secondary}>
          Ir al explorador
        </Link>
      </div>
    </OnboardingFrame>
  );
}
