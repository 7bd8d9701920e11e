import { fetchQuery, graphql } from 'react-relay';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { exchangeGoogleSignInCode } from '../../lib/googleSignInCode';
import { getRelayEnvironment } from '../../lib/relay/environment';
import { signedInLandingPath } from '../../lib/onboarding/signedInLandingPath';
import { paths } from '../../lib/routing/paths';
import { isLoggedIn, setAuthToken, storeUser } from '../../lib/session';
import type { TokenHandlerRouteQuery } from './__generated__/TokenHandlerRouteQuery.graphql';
import { toStoredUser } from './storedUser';

// Who signed in, so a Google session caches the same facts as an email sign-in.
const query = graphql`
  query TokenHandlerRouteQuery {
    viewer {
      ...storedUser_user
    }
  }
`;

/**
 * /token-handler?code=… (where Google sign-in lands, part 1 §2): the one-time code is
 * exchanged for the token, which becomes the session, and the dashboard opens; the URL is
 * replaced, so the code stays out of history. A token in the URL (the spec's
 * `?token=`) signs nobody in: a code this browser cannot exchange leaves the session as
 * it was, a signed-in person in their own account, a visitor on the landing page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('code');
  const token = code ? await exchangeGoogleSignInCode(code) : null;
  if (!token) return replace(isLoggedIn() ? await signedInLandingPath() : paths.landing());
  setAuthToken(token);
  const data = await fetchQuery<TokenHandlerRouteQuery>(getRelayEnvironment(), query, {})
    .toPromise()
    .catch(() => null); // The token is stored either way; the dashboard asks again.
  if (data?.viewer) storeUser(toStoredUser(data.viewer));
  return replace(await signedInLandingPath());
}
