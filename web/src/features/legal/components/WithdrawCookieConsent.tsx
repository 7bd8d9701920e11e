import { useState } from 'react';
import { COOKIE_CONSENT_KEY } from '../../../lib/storageKeys';
import styles from './WithdrawCookieConsent.module.css';

/**
 * Shows the choice stored by the cookie banner and lets the visitor withdraw an acceptance:
 * the stored choice becomes a rejection, as if the banner had been answered 'Rechazar'.
 */
export function WithdrawCookieConsent() {
  const [consent, setConsent] = useState(() => localStorage.getItem(COOKIE_CONSENT_KEY));
  const [withdrawn, setWithdrawn] = useState(false);

  function withdraw() {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'rejected');
    setConsent('rejected');
    setWithdrawn(true);
  }

  return (
    <div className={styles.box}>
      <p className={styles.state} role="status">
        {withdrawn ? 'Has retirado tu consentimiento. ' : ''}
        {describe(consent)}
      </p>
      {consent === 'accepted' && (
        <button type="button" className={styles.button} onClick={withdraw}>
          Retirar mi consentimiento
        </button>
      )}
    </div>
  );
}

function describe(consent: string | null): string {
  if (consent === 'accepted') return 'En este navegador consta que aceptaste el aviso de cookies.';
  if (consent === 'rejected') return 'En este navegador consta que rechazaste las cookies no necesarias.';
  return 'En este navegador aún no has respondido al aviso de cookies.';
}
