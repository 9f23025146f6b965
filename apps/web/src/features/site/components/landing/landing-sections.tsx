import type { ReactNode } from 'react';
import { Link } from '../../../../components/ui/link';
import { msg, type Message } from '@saath/shared/i18n';
import { t, tx } from '../../../../lib/i18n.tsx';
import { PATHS } from '../../../../lib/paths.ts';
import {
  refundClaimWindowText,
  refundNoneText,
  refundProcessingText,
  refundReasonsText,
} from '../../../../lib/refund-policy-text.ts';
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
// The tables' texts are marked with msg() and translated where shown, their figures filled in
// from FIGURES by name ('{threshold} passengers').

/** The values every landing text may name: the figures and the refund policy's words. */
const figureValues = () => ({
  ...FIGURES,
  reasons: refundReasonsText(),
  claimWindow: refundClaimWindowText(),
});

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

type Feature = { icon: IconName; title: Message; text: Message };

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
            <h3 className="landing-card__title">{t(item.title, figureValues())}</h3>
            <p className="mb-0">{t(item.text, figureValues())}</p>
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
              eyebrow={t('How It Works')}
              title={t('One fare, bid for the whole group')}
            >
              {t(
                'Airlines fill seats more cheaply when a group books together. Saath gathers travellers going the same way and lets airlines compete for them.',
              )}
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
    title: msg('Save up to 30 percent'),
    text: msg(
      'A full group is worth more to an airline than single bookings, and their bids show it.',
    ),
  },
  {
    icon: 'eye',
    title: msg('Transparent pricing'),
    text: msg('You see the lowest bid per ticket as it comes in, and the fees before you commit.'),
  },
  {
    icon: 'wallet',
    title: msg('No hidden fees'),
    text: msg(
      'No convenience charges at checkout. What you see on the group page is what you pay.',
    ),
  },
  {
    icon: 'users',
    title: msg('Anonymous groups'),
    text: msg('Members see how many travel, never who. Airlines never see your name.'),
  },
];

function BenefitsSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHeading
          id="benefits-title"
          eyebrow={t('Why Saath')}
          title={t('Group fares, without the group admin')}
        />
        <FeatureCards items={BENEFITS} />
      </div>
    </section>
  );
}

const STEPS: Feature[] = [
  {
    icon: 'users',
    title: msg('Create your free account'),
    text: msg(
      'Sign up with Google or your email. Our first {freeMembers} members pay no membership and no ticketing fee.',
    ),
  },
  {
    icon: 'search',
    title: msg('Find or start a group'),
    text: msg(
      'Choose From, To, your travel date and a four-hour departure slot. We also show groups within ±{alternativeDays} days.',
    ),
  },
  {
    icon: 'gavel',
    title: msg('Airlines bid'),
    text: msg(
      'At {threshold} passengers the request goes to our airline partners. They quote a fare per ticket; the lowest wins.',
    ),
  },
  {
    icon: 'ticket',
    title: msg('Fly together'),
    text: msg('Your e-tickets, with a QR code, are issued for every passenger in your booking.'),
  },
];

function HowItWorksSection() {
  return (
    <section id="how-it-works" className="landing-section" aria-labelledby="how-title">
      <div className="container">
        <SectionHeading id="how-title" eyebrow={t('Four steps')} title={t('How Saath works')} />
        <ol className="row g-4 list-unstyled landing-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="col-12 col-md-6 col-lg-3">
              <div className="landing-step h-100">
                <span className="landing-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="landing-card__title">{t(step.title, figureValues())}</h3>
                <p className="mb-0">{t(step.text, figureValues())}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const INCLUDED = [
  msg('An economy seat on the flight the winning airline names, with one carry-on bag'),
  msg('Up to {maxPassengers} passengers per booking: bring family or friends'),
  msg('An e-ticket PDF with a QR code for each passenger'),
  msg('A group page with the threshold progress and the live lowest bid'),
  msg('Email updates when your group fills, when bidding closes and when tickets are issued'),
  msg('A clear cancellation and refund policy, written in plain words'),
];

function WhatYouGetSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="included-title">
      <div className="container">
        <div className="row align-items-center gy-5 gx-4 gx-lg-5">
          <div className="col-12 col-lg-5">
            <SectionHeading
              id="included-title"
              eyebrow={t('What you get')}
              title={t('Everything a booking needs')}
            >
              {t(
                'Seat selection, checked baggage and meals are not included and cost extra with the airline, as on any economy fare.',
              )}
            </SectionHeading>
          </div>
          <div className="col-12 col-lg-7">
            <ul className="landing-checklist list-unstyled mb-0">
              {INCLUDED.map((item) => (
                <li key={item}>
                  <span className="landing-checklist__tick">
                    <LandingIcon name="check" size={18} />
                  </span>
                  {t(item, figureValues())}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

const TIMELINE: { figure: string; unit: Message; title: Message; text: Message }[] = [
  {
    figure: String(FIGURES.minLeadDays),
    unit: msg('days'),
    title: msg('Book ahead'),
    text: msg(
      'Groups are for flights at least {minLeadDays} days away, so there is time to fill, bid and ticket.',
    ),
  },
  {
    figure: String(FIGURES.formationHours),
    unit: msg('hours'),
    title: msg('Group forms'),
    text: msg(
      'A new group has {formationHours} hours to reach {threshold} passengers. If it does not, it closes and every member gets {disabledCredit} credit and a ticketing-fee waiver.',
    ),
  },
  {
    figure: String(FIGURES.biddingHours),
    unit: msg('hours'),
    title: msg('Airlines bid and ticket'),
    text: msg(
      'Airlines have {biddingHours} hours to quote. When the window closes, the lowest bid wins and each member pays their share within {paymentHours} hours; then the flight is booked and tickets are issued.',
    ),
  },
  {
    figure: String(FIGURES.ticketsInHandDays),
    unit: msg('days'),
    title: msg('Tickets in hand'),
    text: msg('You hold your tickets at least {ticketsInHandDays} days before departure.'),
  },
];

function TimelineSection() {
  return (
    <section className="landing-section" aria-labelledby="timeline-title">
      <div className="container">
        <SectionHeading
          id="timeline-title"
          eyebrow={t('Group formation timeline')}
          title={t('From search to boarding pass')}
        >
          {t('Each group runs on the same clock, so you always know what happens next.')}
        </SectionHeading>
        <ol className="landing-timeline list-unstyled">
          {TIMELINE.map((item) => (
            <li key={item.title} className="landing-timeline__item">
              <p className="landing-timeline__figure">
                {item.figure}
                <span> {t(item.unit)}</span>
              </p>
              <h3 className="landing-card__title">{t(item.title, figureValues())}</h3>
              <p className="mb-0">{t(item.text, figureValues())}</p>
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
    title: msg('No payment before a winning bid'),
    text: msg(
      'Joining a group is free. Nothing is charged until the lowest bid is confirmed for a full group.',
    ),
  },
  {
    icon: 'gift',
    title: msg('A group that does not form'),
    text: msg(
      'If a group does not reach {threshold} passengers in {formationHours} hours, each member gets {disabledCredit} credit and one ticketing-fee waiver.',
    ),
  },
  {
    icon: 'clock',
    title: msg('No airline response'),
    text: msg(
      'If no airline bids within the window, each member gets one ticketing-fee waiver for a later booking.',
    ),
  },
  {
    icon: 'refund',
    title: msg('{refund} refund when life happens'),
    text: msg('For {reasons}, asked for {claimWindow}.'),
  },
];

function GuaranteesSection() {
  return (
    <section className="landing-section landing-section--tinted" aria-labelledby="guarantees-title">
      <div className="container">
        <SectionHeading
          id="guarantees-title"
          eyebrow={t('Our guarantees')}
          title={t('If a group does not work out, you are not out of pocket')}
        />
        <div className="row g-4">
          {GUARANTEES.map((item) => (
            <div key={item.title} className="col-12 col-md-6">
              <div className="landing-card landing-card--row h-100">
                <span className="landing-card__icon">
                  <LandingIcon name={item.icon} />
                </span>
                <div>
                  <h3 className="landing-card__title">{t(item.title, figureValues())}</h3>
                  <p className="mb-0">{t(item.text, figureValues())}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
        <p className="landing-note mt-4 mb-0">
          {t(
            'The full guarantees apply once Saath reaches {guaranteeMembers} members. The credits and waivers above already apply to every group today.',
            figureValues(),
          )}{' '}
          {refundProcessingText()} {refundNoneText()}
        </p>
      </div>
    </section>
  );
}

const TRUST: Feature[] = [
  {
    icon: 'lock',
    title: msg('Your details stay private'),
    text: msg(
      'Airlines and other members never see your name or your passengers. Passwords are stored with argon2, never in plain text.',
    ),
  },
  {
    icon: 'plane',
    title: msg('Real airline tickets'),
    text: msg(
      'Every ticket is issued by the airline that won the bid, with its flight number and times on your e-ticket.',
    ),
  },
  {
    icon: 'shield',
    title: msg('Rules you can read'),
    text: msg(
      'Fees, refunds and cancellations are published in our terms and shown again before you book.',
    ),
  },
  {
    icon: 'headset',
    title: msg('People who answer'),
    text: msg('Write to us from the contact page and a person from our team replies by email.'),
  },
];

function TrustSection() {
  return (
    <section className="landing-section" aria-labelledby="trust-title">
      <div className="container">
        <SectionHeading
          id="trust-title"
          eyebrow={t('Trust')}
          title={t('Built to be trusted with your travel')}
        />
        <FeatureCards items={TRUST} />
        <p className="text-center mt-4 mb-0">
          {tx('Questions first? Read the <0>FAQ</0> or <1>write to us</1>.', [
            <Link to="/contact#faq" />,
            <Link to="/contact" />,
          ])}
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
          {t('Your route is better with company')}
        </h2>
        <p className="landing-join__lead">
          {t(
            'Join free today. The sooner we reach {freeMembers} members, the sooner the first groups take off.',
            figureValues(),
          )}
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
