import { t } from '../../../../lib/i18n.tsx';
import { PATHS } from '../../../../lib/paths.ts';
import { JoinForFreeButton } from '../../../../components/ui/join-for-free-button.tsx';
import { formatCount } from './landing-counts.ts';
import { FIGURES } from './landing-figures.ts';
import type { PublicStatsState } from './use-public-stats.ts';

// docs/product/money.md: free for the first 2,000 members
// (no membership, no ticketing fee), then ₹500 a year and ₹250 + GST per ticket.
export function PricingSection({ stats }: { stats: PublicStatsState }) {
  const placesLeft =
    stats.status === 'ready'
      ? Math.max(0, stats.stats.free_member_limit - stats.stats.registered_members)
      : null;

  return (
    <section
      id="pricing"
      className="landing-section landing-section--tinted"
      aria-labelledby="pricing-title"
    >
      <div className="container">
        <div className="landing-heading">
          <p className="landing-eyebrow">{t('Pricing')}</p>
          <h2 id="pricing-title" className="landing-heading__title">
            {t('Simple, and free to start')}
          </h2>
          <p className="landing-heading__lead">
            {t('You pay the fare of the winning bid. Our fees are below, nothing else is added.')}
          </p>
        </div>
        <div className="row g-4 justify-content-center">
          <div className="col-12 col-md-6 col-lg-5">
            <article
              className="price-card price-card--featured h-100"
              aria-labelledby="price-founding"
            >
              <p className="price-card__badge">
                {placesLeft === null
                  ? t('First {freeMembers} members', FIGURES)
                  : placesLeft > 0
                    ? t('{places} free places left', { places: formatCount(placesLeft) })
                    : t('All free places taken')}
              </p>
              <h3 id="price-founding" className="price-card__name">
                {t('Founding member')}
              </h3>
              <p className="price-card__price">
                ₹0 <span>{t('no annual fee')}</span>
              </p>
              <ul className="price-card__list list-unstyled">
                <li>{t('Free membership for the first {freeMembers} members', FIGURES)}</li>
                <li>
                  {t('Ticketing fee of {ticketingFee} + GST waived on every ticket', FIGURES)}
                </li>
                <li>{t('Create and join as many groups as you like')}</li>
              </ul>
              <JoinForFreeButton
                registerPath={PATHS.register}
                className="btn btn-primary rounded-pill w-100"
              />
            </article>
          </div>
          <div className="col-12 col-md-6 col-lg-5">
            <article className="price-card h-100" aria-labelledby="price-member">
              <p className="price-card__badge price-card__badge--muted">
                {t('After the first {freeMembers}', FIGURES)}
              </p>
              <h3 id="price-member" className="price-card__name">
                {t('Member')}
              </h3>
              <p className="price-card__price">
                {FIGURES.membershipFee} <span>{t('a year')}</span>
              </p>
              <ul className="price-card__list list-unstyled">
                <li>{t('Annual membership of {membershipFee}', FIGURES)}</li>
                <li>
                  {t(
                    'Ticketing fee of {ticketingFee} + {gstPercent}% GST per ticket ({ticketingFeeWithGst} in all)',
                    FIGURES,
                  )}
                </li>
                <li>{t('Fee waivers earned from groups that do not form still apply')}</li>
              </ul>
              <p className="price-card__footnote mb-0">
                {t('Nothing is charged until the lowest bid for your group is confirmed.')}
              </p>
            </article>
          </div>
        </div>
      </div>
    </section>
  );
}
