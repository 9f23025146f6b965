import { useState } from 'react';
import type { FaqItem } from './faq-items.tsx';

/**
 * The WAI-ARIA accordion pattern with Bootstrap's look: each question is a button inside a
 * heading that says whether its answer is open and which region it controls; several answers
 * may be open at once. (react-bootstrap's Accordion leaves out aria-controls and the regions.)
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="accordion faq-accordion shadow-sm">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `faq-question-${item.id}`;
        const panelId = `faq-answer-${item.id}`;
        return (
          <div className="accordion-item" key={item.id}>
            <h3 className="accordion-header">
              <button
                type="button"
                id={buttonId}
                className={`accordion-button${expanded ? '' : ' collapsed'}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                {item.question}
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion-collapse"
              hidden={!expanded}
            >
              <div className="accordion-body">{item.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
