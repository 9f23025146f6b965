import Accordion from 'react-bootstrap/Accordion';
import type { CurrentUser } from '@saath/shared/accounts';
import { NOT_PROVIDED, PROFILE_SECTIONS, displayValue } from './profile-fields.ts';

/** The read-only view of every profile field (spec §3), one panel per section. */
export function ProfileDetailsAccordion({ user }: { user: CurrentUser }) {
  return (
    <Accordion defaultActiveKey={['personal']} alwaysOpen className="shadow-sm">
      {PROFILE_SECTIONS.map((section) => (
        <Accordion.Item eventKey={section.id} key={section.id}>
          <Accordion.Header as="h3">{section.title}</Accordion.Header>
          <Accordion.Body>
            <dl className="profile-details row mb-0">
              {section.fields.map((field) => {
                const text = displayValue(field, user[field.name]);
                return (
                  <div className="col-sm-6 col-lg-4 mb-3" key={field.name}>
                    <dt>{field.label}</dt>
                    <dd className={text === NOT_PROVIDED ? 'text-body-secondary fst-italic' : ''}>
                      {text}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
