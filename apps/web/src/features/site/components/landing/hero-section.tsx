import { Link } from '../../../../components/ui/link';
import { t, tx } from '../../../../lib/i18n.tsx';
import { PATHS } from '../../../../lib/paths.ts';
import { JoinForFreeButton } from '../../../../components/ui/join-for-free-button.tsx';
import { FIRST_SCREEN_FIGURES as FIGURES } from './landing-counts.ts';

/** The first screen: what Saath is, in one line, with the way in. */
export function HeroSection() {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="container">
        {/* gx-4 below lg: g-5's 3 rem gutter outgrew the container's padding and pushed the
            page sideways on a phone (402 px wide at 390). */}
        <div className="row align-items-center gy-5 gx-4 gx-lg-5">
          <div className="col-12 col-lg-7">
            <p className="landing-eyebrow">{t('Group flights for India')}</p>
            <h1 id="landing-title" className="landing-hero__title">
              {tx('Fly together. <0>Pay less.</0>', [<span className="landing-hero__accent" />])}
            </h1>
            <p className="landing-hero__lead">
              {t(
                'Join travellers flying your route, on your date and time slot. When {threshold} passengers have joined, airlines bid for the whole group and the lowest fare wins. You pay nothing until it does.',
                FIGURES,
              )}
            </p>
            <div className="d-flex flex-wrap gap-3 mt-4">
              <JoinForFreeButton
                registerPath={PATHS.register}
                className="btn btn-primary btn-lg rounded-pill px-4"
              />
              <Link
                to="/#how-it-works"
                className="btn btn-outline-primary btn-lg rounded-pill px-4"
              >
                {t('See how it works')}
              </Link>
            </div>
            <ul className="landing-hero__facts list-unstyled mt-4 mb-0">
              <li>{t('Free for our first {freeMembers} members', FIGURES)}</li>
              <li>{t('Groups of {threshold} to {capacity} travellers', FIGURES)}</li>
              <li>{t('No hidden fees')}</li>
            </ul>
          </div>
          <div className="col-12 col-lg-5">
            <GroupPreviewCard />
          </div>
        </div>
      </div>
    </section>
  );
}

/** An illustration of a group's page, labelled as an example (no real group or price). */
function GroupPreviewCard() {
  const joined = FIGURES.threshold + 2;
  return (
    <figure className="group-preview mb-0" aria-label={t('Example of a flight group')}>
      <div className="group-preview__header">
        <span className="group-preview__label">{t('Example group')}</span>
        <span className="badge rounded-pill group-preview__status">{t('Airlines bidding')}</span>
      </div>
      <p className="group-preview__route">
        {/* Airport codes read the same in every language. */}
        <span>{'BLR'}</span>
        <span className="group-preview__line" aria-hidden="true" />
        <span>{'DEL'}</span>
      </p>
      <p className="group-preview__meta">{t('Friday · Morning slot 08:00-12:00')}</p>
      <div className="group-preview__seats" aria-hidden="true">
        {Array.from({ length: FIGURES.capacity }, (_, i) => (
          <span key={i} className={i < joined ? 'is-taken' : undefined} />
        ))}
      </div>
      <p className="group-preview__count">
        {t('{joined} of {capacity} seats taken · threshold of {threshold} reached', {
          ...FIGURES,
          joined,
        })}
      </p>
      <figcaption className="group-preview__caption">
        {t('Airlines see only the route, the date and how many travel. Never who you are.')}
      </figcaption>
    </figure>
  );
}
