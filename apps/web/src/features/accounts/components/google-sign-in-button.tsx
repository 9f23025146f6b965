import { useEffect, useRef } from 'react';
import { loadGoogleIdentity } from '../../../lib/google-identity.ts';
import { currentLanguage } from '../../../lib/i18n.tsx';

type GoogleSignInButtonProps = {
  clientId: string;
  /** Called with the Google ID token, or null when Google gave none. */
  onCredential: (credential: string | null) => void;
  onLoadError?: () => void;
};

// Pill, filled blue, large, 320 wide, 'continue with'.
const BUTTON_OPTIONS = {
  type: 'standard',
  theme: 'filled_blue',
  size: 'large',
  shape: 'pill',
  width: 320,
  text: 'continue_with',
  logo_alignment: 'left',
} as const;

export function GoogleSignInButton({
  clientId,
  onCredential,
  onLoadError,
}: GoogleSignInButtonProps) {
  const slot = useRef<HTMLDivElement>(null);
  // The script keeps the first callback it was given; route later renders' handlers through a ref.
  const handlers = useRef({ onCredential, onLoadError });
  useEffect(() => {
    handlers.current = { onCredential, onLoadError };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => handlers.current.onCredential(response.credential ?? null),
        });
        // Google writes the button's words ('Continue with Google') itself: in the page's
        // language, not the browser's, so a Hindi page does not show an English button.
        const options = { ...BUTTON_OPTIONS, locale: currentLanguage() };
        google.accounts.id.renderButton(slot.current, options);
      })
      .catch(() => {
        if (!cancelled) handlers.current.onLoadError?.();
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return <div ref={slot} className="google-button-slot" />;
}
