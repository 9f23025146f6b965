import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { REFUND_POLICY } from '@saath/shared/refund-policy';
import { PATHS } from '../../../../lib/paths.ts';
import { JoinForFreeButton } from '../../../../components/ui/join-for-free-button.tsx';
import { ExplainerVideo } from './explainer-video.tsx';
import { LandingIcon, type IconName } from './landing-icon.tsx';
import { FIGURES } from './landing-figures.ts';
import { PricingSection } from './pricing-section.tsx';
import { usePublicStats } from './use-public-stats.ts';

// The landing's sections below the first screen, in order: video, benefits, how it
// works, what you get, group formation timeline, guarantees, pricing, trust, join. Numbers come
// from FIGURES. A chunk of its own, hydrated after the first screen (what is below the
// fold loads lazily): it takes no props, so nothing above can change it before it hydrates.

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="landing-heading">
      <p className="landing-eyebrow">{eyebrow}</p>
      <h2 id={id} className="landing-heading__title">
        {title}
      </h2>
      {children && <p className="landing-heading__lead">{children}</p>}
    </div>
  );
}

type Feature = { icon: IconName; title: string; text: string };

/** Four cards in a row on desktop, two on tablets, one on phones. */
function FeatureCards({ items }: { items: readonly Feature[] }) {
  return (
    <div className="row g-4">
      {items.map((item) => (
        <div key={item.title} className="col-12 col-sm-6 col-lg-3">
          <div className="landing-card h-100">
            <span className="landing-card__icon">
              <LandingIcon name={item.icon} />
            </span>
            <h3 className="landing-card__title">{item.title}</h3>
            <p className="mb-0">{item.text}</p>
          </div>
        </div>
      ))}
    </div>
  );
}

function VideoSection() {
  return (
    <section id="video-section" className="landing-section" aria-labelledby="video-title">
      <div className="container">
        <div className="row align-items-center gy-5 gx-4 gx-lg-5">
          <div className="col-12 col-lg-5">
            <SectionHeading
              id="video-title"
              eyebrow="How It Works"
              title="One fare, bid for the whole group"
            >
              Airlines fill seats more cheaply when a group books together. Saath gathers travellers
              going the same way and lets airlines compete for them.
            </SectionHeading>
          </div>
          <div className="col-12 col-lg-7">
            <ExplainerVideo />
          </div>
        </div>
      </div>
    </section>
  );
}

const BENEFITS: Feature[] = [
  {
    icon: 'percent',
    title: 'Save up to 30 percent',
    text: 'A full group is worth more to an airline than single bookings, and their bids show it.',
  },
  {
    icon: 'eye',
    title: 'Transparent pricing',
    text: 'You see the lowest bid per ticket as it comes in, and the fees before you commit.',
  },
  {
    icon: 'wallet',
    title: 'No hidden fees',
    text: 'No convenience charges at checkout. What you see on the group page is what you pay.',
  },
  {
    icon: 'users',
    title: 'Anonymous groups',
    text: 'Members see how many travel, never who. Airlines never see your name.',
  },
];

function BenefitsSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHeading
          id="benefits-title"
          eyebrow="Why Saath"
          title="Group fares, without the group admin"
        />
        <FeatureCards items={BENEFITS} />
      </div>
    </section>
  );
}

const STEPS: Feature[] = [
  {
    icon: 'users',
    title: 'Create your free account',
    text: `Sign up with Google or your email. Our first ${FIGURES.freeMembers} members pay no membership and no ticketing fee.`,
  },
  {
    icon: 'search',
    title: 'Find or start a group',
    text: `Choose From, To, your travel date and a four-hour departure slot. We also show groups within ±${FIGURES.alternativeDays} days.`,
  },
  {
    icon: 'gavel',
    title: 'Airlines bid',
    text: `At ${FIGURES.threshold} passengers the request goes to our airline partners. They quote a fare per ticket; the lowest wins.`,
  },
  {
    icon: 'ticket',
    title: 'Fly together',
    text: 'Your e-tickets, with a QR code, are issued for every passenger in your booking.',
  },
];

function HowItWorksSection() {
  return (
    <section id="how-it-works" className="landing-section" aria-labelledby="how-title">
      <div className="container">
        <SectionHeading id="how-title" eyebrow="Four steps" title="How Saath works" />
        <ol className="row g-4 list-unstyled landing-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="col-12 col-md-6 col-lg-3">
              <div className="landing-step h-100">
                <span className="landing-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="landing-card__title">{step.title}</h3>
                <p className="mb-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const INCLUDED = [
  'An economy seat on the flight the winning airline names, with one carry-on bag',
  `Up to ${FIGURES.maxPassengers} passengers per booking: bring family or friends`,
  'An e-ticket PDF with a QR code for each passenger',
  'A group page with the threshold progress and the live lowest bid',
  'Email updates when your group fills, when bidding closes and when tickets are issued',
  'A clear cancellation and refund policy, written in plain words',
];

function WhatYouGetSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="included-title">
      <div className="container">
        <div className="row align-items-center gy-5 gx-4 gx-lg-5">
          <div className="col-12 col-lg-5">
            <SectionHeading
              id="included-title"
              eyebrow="What you get"
              title="Everything a booking needs"
            >
              Seat selection, checked baggage and meals are not included and cost extra with the
              airline, as on any economy fare.
            </SectionHeading>
          </div>
          <div className="col-12 col-lg-7">
            <ul className="landing-checklist list-unstyled mb-0">
              {INCLUDED.map((item) => (
                <li key={item}>
                  <span className="landing-checklist__tick">
                    <LandingIcon name="check" size={18} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

const TIMELINE: { figure: string; unit: string; title: string; text: string }[] = [
  {
    figure: String(FIGURES.minLeadDays),
    unit: 'days',
    title: 'Book ahead',
    text: `Groups are for flights at least ${FIGURES.minLeadDays} days away, so there is time to fill, bid and ticket.`,
  },
  {
    figure: String(FIGURES.formationHours),
    unit: 'hours',
    title: 'Group forms',
    text: `A new group has ${FIGURES.formationHours} hours to reach ${FIGURES.threshold} passengers. If it does not, it closes and every member gets ${FIGURES.disabledCredit} credit and a ticketing-fee waiver.`,
  },
  {
    figure: String(FIGURES.biddingHours),
    unit: 'hours',
    title: 'Airlines bid and ticket',
    text: `Airlines have ${FIGURES.biddingHours} hours to quote. When the window closes, the lowest bid wins and each member pays their share within ${FIGURES.paymentHours} hours; then the flight is booked and tickets are issued.`,
  },
  {
    figure: String(FIGURES.ticketsInHandDays),
    unit: 'days',
    title: 'Tickets in hand',
    text: `You hold your tickets at least ${FIGURES.ticketsInHandDays} days before departure.`,
  },
];

function TimelineSection() {
  return (
    <section className="landing-section" aria-labelledby="timeline-title">
      <div className="container">
        <SectionHeading
          id="timeline-title"
          eyebrow="Group formation timeline"
          title="From search to boarding pass"
        >
          Each group runs on the same clock, so you always know what happens next.
        </SectionHeading>
        <ol className="landing-timeline list-unstyled">
          {TIMELINE.map((item) => (
            <li key={item.title} className="landing-timeline__item">
              <p className="landing-timeline__figure">
                {item.figure}
                <span> {item.unit}</span>
              </p>
              <h3 className="landing-card__title">{item.title}</h3>
              <p className="mb-0">{item.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const GUARANTEES: Feature[] = [
  {
    icon: 'wallet',
    title: 'No payment before a winning bid',
    text: 'Joining a group is free. Nothing is charged until the lowest bid is confirmed for a full group.',
  },
  {
    icon: 'gift',
    title: 'A group that does not form',
    text: `If a group does not reach ${FIGURES.threshold} passengers in ${FIGURES.formationHours} hours, each member gets ${FIGURES.disabledCredit} credit and one ticketing-fee waiver.`,
  },
  {
    icon: 'clock',
    title: 'No airline response',
    text: 'If no airline bids within the window, each member gets one ticketing-fee waiver for a later booking.',
  },
  {
    icon: 'refund',
    title: `${FIGURES.refund} refund when life happens`,
    text: `For ${REFUND_POLICY.reasons}, asked for ${REFUND_POLICY.claimWindow}.`,
  },
];

function GuaranteesSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="guarantees-title">
      <div className="container">
        <SectionHeading
          id="guarantees-title"
          eyebrow="Our guarantees"
          title="If a group does not work out, you are not out of pocket"
        />
        <div className="row g-4">
          {GUARANTEES.map((item) => (
            <div key={item.title} className="col-12 col-md-6">
              <div className="landing-card landing-card--row h-100">
                <span className="landing-card__icon">
                  <LandingIcon name={item.icon} />
                </span>
                <div>
                  <h3 className="landing-card__title">{item.title}</h3>
                  <p className="mb-0">{item.text}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
        <p className="landing-note mt-4 mb-0">
          The full guarantees apply once Saath reaches {FIGURES.guaranteeMembers} members. The
          credits and waivers above already apply to every group today. {REFUND_POLICY.processing}{' '}
          {REFUND_POLICY.none}
        </p>
      </div>
    </section>
  );
}

const TRUST: Feature[] = [
  {
    icon: 'lock',
    title: 'Your details stay private',
    text: 'Airlines and other members never see your name or your passengers. Passwords are stored with argon2, never in plain text.',
  },
  {
    icon: 'plane',
    title: 'Real airline tickets',
    text: 'Every ticket is issued by the airline that won the bid, with its flight number and times on your e-ticket.',
  },
  {
    icon: 'shield',
    title: 'Rules you can read',
    text: 'Fees, refunds and cancellations are published in our terms and shown again before you book.',
  },
  {
    icon: 'headset',
    title: 'People who answer',
    text: 'Write to us from the contact page and a person from our team replies by email.',
  },
];

function TrustSection() {
  return (
    <section className="landing-section" aria-labelledby="trust-title">
      <div className="container">
        <SectionHeading
          id="trust-title"
          eyebrow="Trust"
          title="Built to be trusted with your travel"
        />
        <FeatureCards items={TRUST} />
        <p className="text-center mt-4 mb-0">
          Questions first? Read the <Link to="/contact#faq">FAQ</Link> or{' '}
          <Link to="/contact">write to us</Link>.
        </p>
      </div>
    </section>
  );
}

function JoinSection() {
  return (
    <section className="landing-join" aria-labelledby="join-title">
      <div className="container text-center">
        <h2 id="join-title" className="landing-join__title">
          Your route is better with company
        </h2>
        <p className="landing-join__lead">
          Join free today. The sooner we reach {FIGURES.freeMembers} members, the sooner the first
          groups take off.
        </p>
        <JoinForFreeButton
          registerPath={PATHS.register}
          className="btn btn-light btn-lg rounded-pill px-5"
        />
      </div>
    </section>
  );
}

export default function LandingSections() {
  const stats = usePublicStats();
  return (
    <>
      <VideoSection />
      <BenefitsSection />
      <HowItWorksSection />
      <WhatYouGetSection />
      <TimelineSection />
      <GuaranteesSection />
      <PricingSection stats={stats} />
      <TrustSection />
      <JoinSection />
    </>
  );
}
