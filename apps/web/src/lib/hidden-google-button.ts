// The hidden Google button behind 'Join for Free'. Apart from google-identity.ts: every
// page's first load clicks through this, while Google's script loader is needed only later.

/** A hidden sign-in button with this id lets other buttons ("Join for Free") start Google sign-in. */
export const HIDDEN_GOOGLE_BUTTON_ID = 'google-signin-hidden';

/** "Join for Free": click the hidden Google button if one is rendered. */
export function clickHiddenGoogleButton(): boolean {
  const button = document.querySelector<HTMLElement>(
    `#${HIDDEN_GOOGLE_BUTTON_ID} [role="button"], #${HIDDEN_GOOGLE_BUTTON_ID} button`,
  );
  if (!button) return false;
  button.click();
  return true;
}
