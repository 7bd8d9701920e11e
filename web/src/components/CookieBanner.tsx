import { useState } from 'react';
import { Link } from 'react-router';
import styles from './CookieBanner.module.css';

/** localStorage key of the visitor's choice (part 1 §3). */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

type Consent = 'accepted' | 'rejected';

/** Asks once for cookie consent; the answer is kept in the browser and the banner hides. */
export function CookieBanner() {
  const [consent, setConsent] = useState(() => localStorage.getItem(COOKIE_CONSENT_KEY));
  if (consent) return null;

  function choose(choice: Consent) {
    localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    setConsent(choice);
  }

  return (
    <section className={styles.banner} aria-label="Aviso de cookies">
      <p className={styles.text}>
        Solo guardamos en tu navegador lo necesario para que la web funcione (tu sesión y tus preferencias); no usamos
        cookies de publicidad ni de análisis. Más información en nuestra{' '}
        <Link to="/politica-cookies">Política de cookies</Link>.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => choose('rejected')}>
          Rechazar
        </button>
        <button type="button" className={styles.primary} onClick={() => choose('accepted')}>
          Aceptar
        </button>
      </div>
    </section>
  );
}
