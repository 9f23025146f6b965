import { useNavigate } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useGoogleLogin } from '../../features/accounts/api/session.api.ts';
import { GoogleSignInButton } from '../../features/accounts/components/google-sign-in-button.tsx';
import { HIDDEN_GOOGLE_BUTTON_ID } from '../../lib/hidden-google-button.ts';
import { PATHS, homePathFor } from '../../lib/paths.ts';
import { queryClient } from '../query-layout.tsx';

type Props = { clientId: string };

/**
 * 'Join for Free' "triggers the hidden Google sign-in button if present": the landing
 * renders one, off-screen, when Google sign-in is configured. Loaded lazily, after the page,
 * and only then, so the landing's first load and a site without Google pay nothing for it.
 */
export default function HiddenGoogleSignIn({ clientId }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <HiddenButton clientId={clientId} />
    </QueryClientProvider>
  );
}

function HiddenButton({ clientId }: Props) {
  const googleLogin = useGoogleLogin();
  const navigate = useNavigate();
  const onCredential = (credential: string | null) => {
    // No credential, or a refused one: the login page shows the visible button and the error.
    if (!credential) {
      navigate(PATHS.login);
      return;
    }
    googleLogin.mutate(credential, {
      onSuccess: (result) => navigate(homePathFor(result.user), { replace: true }),
      onError: () => navigate(PATHS.login),
    });
  };
  return (
    <div id={HIDDEN_GOOGLE_BUTTON_ID} className="visually-hidden">
      <GoogleSignInButton clientId={clientId} onCredential={onCredential} />
    </div>
  );
}
