// Google sign-in lands on /token-handler?code=… (or /complete-registration?code=…) with a
// one-time code, never a token (issue 18): a token in a link would let anybody switch a
// signed-in person into their own account. The code is exchanged once, on this origin, with
// the OAuth state cookie the browser got when it started the sign-in, so only the browser
// that went to Google gets the session (api/CONTRACT.md § Auth).

const EXCHANGE_PATH = '/api/auth/google/session';

/** The session token for the code; null when the server refuses it (used, expired, another browser's) or is unreachable. */
export async function exchangeGoogleSignInCode(code: string): Promise<string | null> {
  try {
    const response = await fetch(EXCHANGE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === 'string' && body.token ? body.token : null;
  } catch {
    return null;
  }
}
