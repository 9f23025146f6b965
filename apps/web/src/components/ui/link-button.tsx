import type { ReactNode } from 'react';
import { Link } from './link';

type LinkButtonProps = {
  to: string;
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
};

/** A router link styled as a Bootstrap button (navigation, so a link for assistive tech). */
export function LinkButton({
  to,
  variant = 'primary',
  size,
  className,
  children,
}: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className].filter(Boolean);
  return (
    <Link to={to} className={classes.join(' ')}>
      {children}
    </Link>
  );
}
