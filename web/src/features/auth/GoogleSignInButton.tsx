import { useState } from 'react';
import styles from './AuthForms.module.css';

const GOOGLE_SIGN_IN_PATH = '/api/auth/google';

/**
 * Sign-in with Google. The path is asked first without following the redirect: an opaque
 * redirect means Google is configured and the browser may go there; otherwise the server
 * explains in JSON (`{error}`, a 501 when not configured), and that text is shown instead
 * of sending the visitor to a broken page.
 */
export function GoogleSignInButton({ onError }: { onError: (message: string) => void }) {
  const [isChecking, setChecking] = useState(false);

  async function signIn() {
    setChecking(true);
    const failure = await googleSignInFailure();
    if (failure === null) return window.location.assign(GOOGLE_SIGN_IN_PATH);
    setChecking(false);
    onError(failure);
  }

  return (
    <button type="button" className={styles.secondary} onClick={signIn} disabled={isChecking} aria-busy={isChecking}>
      <GoogleMark />
      Continuar con Google
    </button>
  );
}

/** Null when the browser may follow the sign-in redirect, else the message to show. */
async function googleSignInFailure(): Promise<string | null> {
  try {
    const response = await fetch(GOOGLE_SIGN_IN_PATH, { redirect: 'manual' });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return null;
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return typeof body?.error === 'string' ? body.error : 'Error en el inicio de sesión';
  } catch {
    return 'Error de red, inténtalo nuevamente.';
  }
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
