import { Navigate } from 'react-router';
import { useSession } from '../lib/session.store.ts';
import { LOGGED_OUT_HOME, homePathFor } from '../lib/paths.ts';

/** Unknown paths go to the logged-in home, or the logged-out home. */
export function FallbackRedirect() {
  const { token, user } = useSession();
  return <Navigate to={token ? homePathFor(user) : LOGGED_OUT_HOME} replace />;
}
