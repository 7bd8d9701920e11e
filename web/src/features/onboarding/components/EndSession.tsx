import { Navigate } from 'react-router';
import { paths } from '../../../lib/routing/paths';

/**
 * Rendered where a wizard screen learns that the server refused its token (a 401): the
 * page that ends the session and says so. The session ends there, once that public page
 * is on screen; ended here, the access guard would first see a signed-in-only screen
 * without a session and send the visitor away unexplained.
 */
export function EndSession() {
  return <Navigate to={paths.sessionEnded()} replace />;
}
