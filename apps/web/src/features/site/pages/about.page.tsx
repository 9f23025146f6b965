import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { t } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { MISSION, STORY, TEAM, VALUES } from '../components/about/about-content.ts';
import { StoryTimeline, TeamGrid, ValuesGrid } from '../components/about/about-sections.tsx';
import '../components/about/about.css';

function AboutSection(props: { id: string; eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className="about-section py-5" aria-labelledby={`${props.id}-heading`}>
      <p className="about-eyebrow">{props.eyebrow}</p>
      <h2 id={`${props.id}-heading`} className="h3 mb-4">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** The about page, our story, mission, values and team. */
export default function AboutPage() {
  return (
    <>
      <title>{t('About us · Saath')}</title>
      <section className="about-hero pb-5" aria-labelledby="about-heading">
        <Container>
          <h1 id="about-heading" className="display-6 fw-bold">
            {t('About Saath')}
          </h1>
          <p className="lead mb-0">
            {t(
              'Flying together should cost less. We are a small team in Bengaluru helping travellers across India form groups on the same flight, so airlines compete for them with group fares.',
            )}
          </p>
        </Container>
      </section>

      <Container>
        <AboutSection
          id="story"
          eyebrow={t('Our story')}
          title={t('From one family wedding to a community of travellers')}
        >
          <StoryTimeline milestones={STORY} />
        </AboutSection>

        <AboutSection id="mission" eyebrow={t('Our mission')} title={t('Why we exist')}>
          <p className="about-mission">{t(MISSION)}</p>
        </AboutSection>

        <AboutSection id="values" eyebrow={t('Our values')} title={t('What we stand for')}>
          <ValuesGrid values={VALUES} />
        </AboutSection>

        <AboutSection id="team" eyebrow={t('Our team')} title={t('The people behind Saath')}>
          <TeamGrid members={TEAM} />
        </AboutSection>

        <section className="about-section py-5 text-center" aria-labelledby="join-heading">
          <h2 id="join-heading" className="h3">
            {t('Fly with us')}
          </h2>
          <p className="about-cta__text text-body-secondary mx-auto mb-4">
            {t(
              'Membership is free for our founding members. Find a group on your route, or ask us anything first.',
            )}
          </p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <LinkButton to={PATHS.register} size="lg">
              {t('Become a Member')}
            </LinkButton>
            <LinkButton to={PATHS.contact} variant="outline-primary" size="lg">
              {t('Contact us')}
            </LinkButton>
          </div>
        </section>
      </Container>
    </>
  );
}
