import { loadScript } from './load-script.ts';

// Google Identity Services: the script is loaded only when a client id is configured.
const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

export type GoogleButtonOptions = {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  width?: number;
  logo_alignment?: 'left' | 'center';
};

type GoogleIdentity = {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup' | 'redirect';
      }): void;
      renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  return loadScript(SCRIPT_SRC, () => (window.google?.accounts?.id ? window.google : undefined));
}
