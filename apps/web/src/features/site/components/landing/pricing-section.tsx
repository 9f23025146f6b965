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
          <p className="landing-eyebrow">Pricing</p>
          <h2 id="pricing-title" className="landing-heading__title">
            Simple, and free to start
          </h2>
          <p className="landing-heading__lead">
            You pay the fare of the winning bid. Our fees are below, nothing else is added.
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
                  ? `First ${FIGURES.freeMembers} members`
                  : placesLeft > 0
                    ? `${formatCount(placesLeft)} free places left`
                    : 'All free places taken'}
              </p>
              <h3 id="price-founding" className="price-card__name">
                Founding member
              </h3>
              <p className="price-card__price">
                ₹0 <span>no annual fee</span>
              </p>
              <ul className="price-card__list list-unstyled">
                <li>Free membership for the first {FIGURES.freeMembers} members</li>
                <li>Ticketing fee of {FIGURES.ticketingFee} + GST waived on every ticket</li>
                <li>Create and join as many groups as you like</li>
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
                After the first {FIGURES.freeMembers}
              </p>
              <h3 id="price-member" className="price-card__name">
                Member
              </h3>
              <p className="price-card__price">
                {FIGURES.membershipFee} <span>a year</span>
              </p>
              <ul className="price-card__list list-unstyled">
                <li>Annual membership of {FIGURES.membershipFee}</li>
                <li>
                  Ticketing fee of {FIGURES.ticketingFee} + {FIGURES.gstPercent}% GST per ticket (
                  {FIGURES.ticketingFeeWithGst} in all)
                </li>
                <li>Fee waivers earned from groups that do not form still apply</li>
              </ul>
              <p className="price-card__footnote mb-0">
                Nothing is charged until the lowest bid for your group is confirmed.
              </p>
            </article>
          </div>
        </div>
      </div>
    </section>
  );
}
