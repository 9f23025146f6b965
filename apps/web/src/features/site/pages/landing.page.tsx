import { lazy, Suspense, useEffect } from 'react';
import { BetaBanner } from '../components/landing/beta-banner.tsx';
import { HeroSection } from '../components/landing/hero-section.tsx';
import '../components/landing/landing.css';

const TITLE = 'Saath: group flights for India';
// Everything below the first screen: its own chunk, hydrated once it arrives (issue 15).
const LandingSections = lazy(() => import('../components/landing/landing-sections.tsx'));

// spec §1 "The landing page holds a beta banner, video, benefits, how-it-works, what you get,
// group formation timeline, guarantees, pricing, trust section and footer with social links."
// Its first-load JS is budgeted (issue 15: <= 90 KB gzip with the shell): no query cache, no
// react-bootstrap, constants from the zod-free shared leaf, the sections below the fold lazy.
// The page keeps no state, so nothing re-renders the lazily hydrated sections before they hydrate
// (React would throw their server markup away).
export default function LandingPage() {
  useEffect(() => {
    document.title = TITLE;
  }, []);

  return (
    <div className="landing">
      <div className="landing-top">
        <BetaBanner />
        <HeroSection />
      </div>
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </div>
  );
}
