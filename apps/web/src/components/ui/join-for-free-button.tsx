import type { KeyboardEvent, MouseEvent } from 'react';
import { t } from '../../lib/i18n.tsx';
import { useJoinForFree } from '../../lib/use-join-for-free.ts';

type Props = { registerPath: string; className: string; onActivate?: () => void };

/**
 * 'Join for Free': Google sign-in through the hidden Google button when the page has one,
 * otherwise registration. In the markup it is a link to registration acting as a button, so on a
 * prerendered page it works before the page's scripts have hydrated it; from then on
 * the click is handled here.
 */
export function JoinForFreeButton({ registerPath, className, onActivate }: Props) {
  const join = useJoinForFree(registerPath);
  const activate = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onActivate?.();
    join();
  };
  return (
    <a
      href={registerPath}
      role="button"
      className={className}
      onClick={activate}
      // A button answers the space bar as well as Enter (which a link already handles).
      onKeyDown={(event) => {
        if (event.key === ' ') activate(event);
      }}
    >
      {t('Join for Free')}
    </a>
  );
}
