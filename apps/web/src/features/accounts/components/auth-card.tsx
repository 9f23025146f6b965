import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

type AuthCardProps = {
  title: string;
  /** The browser tab's title, when the heading is a greeting rather than the page's name. */
  documentTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
};

/** The centred card every account page sits in; the title is the page's one h1. */
export function AuthCard({ title, documentTitle, subtitle, children, wide }: AuthCardProps) {
  return (
    <div className="auth-page container">
      {/* React 19 hoists <title> into <head>. */}
      <title>{`${documentTitle ?? title} · Saath`}</title>
      <Card className={`auth-card shadow-sm ${wide ? 'auth-card--wide' : ''}`}>
        <Card.Body>
          <h1 className="auth-card__title">{title}</h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children}
        </Card.Body>
      </Card>
    </div>
  );
}
