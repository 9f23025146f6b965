import { useEffect } from 'react';
import { PATHS } from '../../../app/paths.ts';
import { useJoinForFree } from '../../../lib/use-join-for-free.ts';
import { BetaBanner } from '../components/landing/beta-banner.tsx';
import { HeroSection } from '../components/landing/hero-section.tsx';
import {
  BenefitsSection,
  GuaranteesSection,
  HowItWorksSection,
  JoinSection,
  TimelineSection,
  TrustSection,
  VideoSection,
  WhatYouGetSection,
} from '../components/landing/landing-sections.tsx';
import { PricingSection } from '../components/landing/pricing-section.tsx';
import { usePublicStats } from '../components/landing/use-public-stats.ts';
import '../components/landing/landing.css';

const TITLE = 'Saath: group flights for India';

// spec §1 "The landing page holds a beta banner, video, benefits, how-it-works, what you get,
// group formation timeline, guarantees, pricing, trust section and footer with social links."
// Its first-load JS is budgeted (issue 5: <= 120 KB gzip with the shell): no query cache, no
// react-bootstrap, constants from the zod-free shared leaf.
export default function LandingPage() {
  const stats = usePublicStats();
  const join = useJoinForFree(PATHS.register);

  useEffect(() => {
    document.title = TITLE;
  }, []);

  return (
    <div className="landing">
      <div className="landing-top">
        <BetaBanner state={stats} />
        <HeroSection onJoin={join} />
      </div>
      <VideoSection />
      <BenefitsSection />
      <HowItWorksSection />
      <WhatYouGetSection />
      <TimelineSection />
      <GuaranteesSection />
      <PricingSection stats={stats} onJoin={join} />
      <TrustSection />
      <JoinSection onJoin={join} />
    </div>
  );
}
