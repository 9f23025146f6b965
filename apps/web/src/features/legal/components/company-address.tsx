import { COMPANY } from '../../../lib/company.ts';

/** Our registered office, as the legal texts cite it. */
export function CompanyAddress({ attention }: { attention?: string }) {
  return (
    <address className="mb-3">
      {attention && <span className="d-block">{attention}</span>}
      <span className="d-block">{COMPANY.legalName}</span>
      {COMPANY.addressLines.map((line) => (
        <span key={line} className="d-block">
          {line}
        </span>
      ))}
    </address>
  );
}
