import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { ContactChannels } from '../components/contact-channels.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { faqItems } from '../components/faq-items.tsx';
import { t } from '../../../lib/i18n.tsx';
import '../components/contact.css';

/** /contact, the form, our other channels, and the FAQ at #faq. */
export default function ContactPage() {
  return (
    <>
      <title>{t('Contact us · Saath')}</title>
      <section className="contact-hero pb-5" aria-labelledby="contact-heading">
        <Container>
          <h1 id="contact-heading" className="display-6 fw-bold">
            {t('Contact us')}
          </h1>
          <p className="lead mb-0">
            {t(
              'Questions about a group, a bid or your membership? Write to us and someone from our team will get back to you, usually within one working day.',
            )}
          </p>
        </Container>
      </section>
      <Container className="py-4 py-lg-5">
        <Row className="g-4">
          <Col lg={7}>
            <Card className="shadow-sm h-100">
              <Card.Body className="p-4">
                <h2 className="h4 mb-3">{t('Send us a message')}</h2>
                <ContactForm />
              </Card.Body>
            </Card>
          </Col>
          <Col lg={5}>
            <Card className="shadow-sm h-100">
              <Card.Body className="p-4">
                <h2 className="h4 mb-4">{t('Other ways to reach us')}</h2>
                <ContactChannels />
              </Card.Body>
            </Card>
          </Col>
        </Row>

        <section id="faq" className="faq-section pt-5" aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="h3 mb-2">
            {t('Frequently asked questions')}
          </h2>
          <p className="text-body-secondary mb-4">
            {t(
              'How groups, bids, payments and refunds work. Still unsure? Send us a message above.',
            )}
          </p>
          <FaqAccordion items={faqItems()} />
        </section>
      </Container>
    </>
  );
}
