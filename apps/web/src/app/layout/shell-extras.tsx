import { useLocation } from 'react-router';
import { AnalyticsLoader } from '../../lib/analytics/analytics-loader.tsx';
import { PATHS } from '../../lib/paths.ts';
import { GoogleJoinSlot } from './google-join-slot.tsx';

/**
 * What the shell adds once the page has loaded, when /api/config asks for it: page-view
 * analytics and, on the landing, the hidden Google button behind 'Join for Free'. A
 * chunk of its own that the layout loads after the load event (none of it is
 * needed for the first paint or the first tap).
 */
export default function ShellExtras() {
  const { pathname } = useLocation();
  return (
    <>
      <AnalyticsLoader />
      {pathname === PATHS.landing && <GoogleJoinSlot />}
    </>
  );
}
