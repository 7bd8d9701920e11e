import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/routing/paths';
import { COOKIE_CONSENT_KEY } from '../lib/storageKeys';
import styles from './CookieBanner.module.css';

type Consent = 'accepted' | 'rejected';

/**
 * Asks once for cookie consent; the answer is kept in the browser and the banner hides.
 * RootLayout places it first on every page, in the flow (see its CSS): it pushes the page
 * down instead of covering the page's actions.
 */
export function CookieBanner() {
  const [consent, setConsent] = useState(() => localStorage.getItem(COOKIE_CONSENT_KEY));
  if (consent) return null;

  function choose(choice: Consent) {
    localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    setConsent(choice);
  }

  return (
    <section className={styles.banner} aria-label="Aviso de cookies">
      <div className={styles.inner}>
        <p className={styles.text}>
          Solo guardamos en tu navegador lo necesario para que la web funcione (tu sesión y tus preferencias); no usamos
          cookies de publicidad ni de análisis. Más información en nuestra{' '}
          <Link to={paths.standaloneCookiePolicy()}>Política de cookies</Link>.
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => choose('rejected')}>
            Rechazar
          </button>
          <button type="button" className={styles.primary} onClick={() => choose('accepted')}>
            Aceptar
          </button>
        </div>
      </div>
    </section>
  );
}
