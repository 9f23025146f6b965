import type { Ref } from 'react';
import { msg } from '@saath/shared/i18n';
import { t } from '../../lib/i18n.tsx';

export type SummaryItem = { href?: string; message: string };

// /register: the heading of every such list.
const FIX_THE_FOLLOWING = msg('Please fix the following issues:');

type ErrorSummaryProps = {
  heading?: string;
  items: readonly SummaryItem[];
  /** The form scrolls it into view when a submit is refused (lib/forms.ts). */
  ref?: Ref<HTMLDivElement>;
};

/**
 * Several problems at once, as a list under one heading ("/register"):
 * each problem of a field links to that field, so a long form is fixed from the top.
 */
export function ErrorSummary({ heading, items, ref }: ErrorSummaryProps) {
  return (
    // The live region is there before its text, so screen readers announce what arrives.
    <div ref={ref} role="alert" className="error-summary">
      {items.length > 0 && (
        <div className="alert alert-danger">
          <p className="fw-semibold mb-1">{heading ?? t(FIX_THE_FOLLOWING)}</p>
          <ul className="mb-0 ps-3">
            {items.map((item) => (
              <li key={item.message + (item.href ?? '')}>
                {item.href ? (
                  <a
                    href={item.href}
                    className="alert-link"
                    onClick={(event) => {
                      // Focus, not only scroll: the link's purpose is to fix that field.
                      event.preventDefault();
                      document.getElementById(item.href!.slice(1))?.focus();
                    }}
                  >
                    {item.message}
                  </a>
                ) : (
                  item.message
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
