import { msg } from '@saath/shared/i18n';
import { lazy, Suspense, useEffect } from 'react';
import { BetaBanner } from '../components/landing/beta-banner.tsx';
import { HeroSection } from '../components/landing/hero-section.tsx';
import '../components/landing/landing.css';
import { t } from '../../../lib/i18n.tsx';
import { whenFirstUsed } from '../../../lib/first-use.ts';

const TITLE = msg('Saath: group flights for India');
// Everything below the first screen: its own chunk, loaded and hydrated at the visitor's first
// input. Until then it is the prerendered HTML, whose links work as plain links.
const LandingSections = lazy(() =>
  whenFirstUsed().then(() => import('../components/landing/landing-sections.tsx')),
);
// Made once, so a re-render of the page never hands the waiting part new elements (React would
// hold a navigation until it hydrated: see app-layout.tsx).
const SECTIONS = (
  <Suspense fallback={null}>
    <LandingSections />
  </Suspense>
);

// The landing page holds a beta banner, video, benefits, how-it-works, what you get,
// group formation timeline, guarantees, pricing, trust section and footer with social links.
// Its first-load JS is budgeted (<= 90 KB gzip with the shell): no query cache, no
// react-bootstrap, constants from the zod-free shared leaf, the sections below the fold lazy.
export default function LandingPage() {
  useEffect(() => {
    document.title = t(TITLE);
  }, []);

  return (
    <div className="landing">
      <div className="landing-top">
        <BetaBanner />
        <HeroSection />
      </div>
      {SECTIONS}
    </div>
  );
}
