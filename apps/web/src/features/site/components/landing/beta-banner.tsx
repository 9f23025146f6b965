import { FREE_MEMBER_LIMIT } from '@saath/shared/constants';
import { formatCount } from './landing-counts.ts';
import { usePublicStats } from './use-public-stats.ts';

/**
 * 'We are not live' until 2,000 registrations, with the real count so far. The
 * server's limit wins over the bundled one, so the banner and the fee rule agree.
 */
export function BetaBanner() {
  const state = usePublicStats();
  const limit = state.status === 'ready' ? state.stats.free_member_limit : FREE_MEMBER_LIMIT;
  const registered = state.status === 'ready' ? state.stats.registered_members : null;
  const limitText = formatCount(limit);
  const live = registered !== null && registered >= limit;
  const percent = registered === null ? 0 : Math.min(100, (registered / limit) * 100);

  return (
    <section className="beta-banner" aria-labelledby="beta-banner-title">
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-2 gap-md-4">
        <p id="beta-banner-title" className="beta-banner__title mb-0">
          <span className="beta-banner__pill">Beta</span>
          {live ? 'Our founding places are taken: we are live!' : 'We are not live yet.'}
        </p>
        <div className="flex-grow-1">
          <p className="mb-1 beta-banner__count" aria-live="polite">
            {registered === null ? (
              state.status === 'loading' ? (
                'Counting our founding members…'
              ) : (
                `Membership is free for our first ${limitText} members.`
              )
            ) : (
              <>
                <strong data-testid="registered-members">{formatCount(registered)}</strong> of{' '}
                {limitText} founding members have joined
                {live ? '.' : `. We open the first groups at ${limitText}.`}
              </>
            )}
          </p>
          <div
            className="progress beta-banner__progress"
            role="progressbar"
            aria-label="Founding members joined"
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={registered ?? 0}
            aria-valuetext={
              registered === null ? 'Not known yet' : `${formatCount(registered)} of ${limitText}`
            }
          >
            <div className="progress-bar" style={{ width: `${percent}%` }} />
          </div>
        </div>
      </div>
    </section>
  );
}
