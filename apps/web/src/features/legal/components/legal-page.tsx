import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { formatDate } from '../../../lib/format.ts';
import { t, tx } from '../../../lib/i18n.tsx';
import './legal.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  /** 'YYYY-MM-DD': when the text last changed. */
  updated: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
};

/**
 * The one layout of /privacy, /terms and /cookies: title, last-updated date, a table of
 * contents whose links jump to each numbered section, then the sections.
 */
export function LegalPage({ title, updated, summary, sections }: LegalPageProps) {
  return (
    <Container className="legal-page py-4 py-lg-5">
      <title>{t('{title} · Saath', { title })}</title>
      <header className="legal-page__header mb-4">
        <h1 className="display-6 fw-bold mb-2">{title}</h1>
        <p className="text-body-secondary mb-0">
          {tx('Last updated: <0>{date}</0>', [<time dateTime={updated} />], {
            date: formatDate(updated),
          })}
        </p>
      </header>
      <div className="legal-page__layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-heading">
          <h2 id="legal-toc-heading" className="legal-toc__heading">
            {t('Contents')}
          </h2>
          <ol className="legal-toc__list">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal-body">
          <div className="legal-body__summary">{summary}</div>
          {sections.map((section, index) => (
            // Unnamed sections: a dozen landmarks would only crowd a screen reader's list.
            <section key={section.id} id={section.id}>
              <h2 className="legal-body__heading">
                <span className="legal-body__number">{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </Container>
  );
}
