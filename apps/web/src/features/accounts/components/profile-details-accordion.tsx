import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import type { CurrentUser } from '@saath/shared/accounts';
import { gstInvoiceMissing, gstInvoiceMissingTemplate } from '@saath/shared/receipts';
import { t } from '../../../lib/i18n.tsx';
import { PROFILE_SECTIONS, displayValue, isFieldShown } from './profile-fields.ts';

/** A member who asked for GST invoices but has not said whom to bill. */
export function GstInvoiceMissing({ values }: { values: Parameters<typeof gstInvoiceMissing>[0] }) {
  const missing = gstInvoiceMissing(values);
  if (!missing.length) return null;
  const { text, values: missingValues } = gstInvoiceMissingTemplate(missing);
  return (
    <Alert variant="warning" className="mb-0 small">
      {t(text, missingValues)}
    </Alert>
  );
}

/** The read-only view of every profile field, one panel per section. */
export function ProfileDetailsAccordion({ user }: { user: CurrentUser }) {
  return (
    <Accordion defaultActiveKey={['personal']} alwaysOpen className="shadow-sm">
      {PROFILE_SECTIONS.map((section) => (
        <Accordion.Item eventKey={section.id} key={section.id}>
          <Accordion.Header as="h3">{t(section.title)}</Accordion.Header>
          <Accordion.Body>
            <dl className="profile-details row mb-0">
              {section.fields
                .filter((field) => isFieldShown(field, user))
                .map((field) => {
                  const text = displayValue(field, user[field.name]);
                  const provided = text !== null;
                  return (
                    <div className="col-sm-6 col-lg-4 mb-3" key={field.name}>
                      <dt>{t(field.label)}</dt>
                      <dd className={provided ? 'text-break' : 'text-body-secondary fst-italic'}>
                        {text ?? t('Not provided')}
                      </dd>
                    </div>
                  );
                })}
            </dl>
            {section.fields.some((field) => field.gstInvoiceOnly) && (
              <GstInvoiceMissing values={user} />
            )}
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
