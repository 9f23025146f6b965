import { useNavigate } from 'react-router';
import { clickHiddenGoogleButton } from './hidden-google-button.ts';

/**
 * 'Join for Free': start Google sign-in through the hidden Google button when the page
 * rendered one, otherwise go to the registration page.
 */
export function useJoinForFree(registerPath: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (!clickHiddenGoogleButton()) navigate(registerPath);
  };
}
