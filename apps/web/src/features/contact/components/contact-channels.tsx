import type { ReactNode } from 'react';
import { COMPANY } from '../../../lib/company.ts';
import { t } from '../../../lib/i18n.tsx';

// Feather icons (MIT), drawn with the text colour; decorative, so hidden from assistive tech.
const ICONS = {
  email: (
    <>
      <path d="M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2z" />
      <polyline points="22,6 12,13 2,6" />
    </>
  ),
  phone: (
    <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />
  ),
  address: (
    <>
      <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  hours: (
    <>
      <circle cx="12" cy="12" r="10" />
      <polyline points="12 6 12 12 16 14" />
    </>
  ),
} as const;

function Channel({
  icon,
  title,
  children,
}: {
  icon: keyof typeof ICONS;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="contact-channel">
      <span className="contact-channel__icon" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {ICONS[icon]}
        </svg>
      </span>
      <div>
        <h3 className="contact-channel__title">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The other ways to reach us, next to the form. */
export function ContactChannels() {
  return (
    <ul className="list-unstyled contact-channels mb-0">
      <Channel icon="email" title={t('Email')}>
        <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
        <p className="small text-body-secondary mb-0">{t('Replies within one working day.')}</p>
      </Channel>
      <Channel icon="phone" title={t('Phone')}>
        <a href={COMPANY.phoneHref}>{COMPANY.phoneDisplay}</a>
        <p className="small text-body-secondary mb-0">
          {t('For urgent questions about an upcoming flight.')}
        </p>
      </Channel>
      <Channel icon="address" title={t('Office')}>
        <address className="mb-0">
          {COMPANY.legalName}
          {COMPANY.addressLines.map((line) => (
            <span key={line} className="d-block">
              {line}
            </span>
          ))}
        </address>
      </Channel>
      <Channel icon="hours" title={t('Support hours')}>
        <p className="mb-0">{t(COMPANY.hours)}</p>
      </Channel>
    </ul>
  );
}
