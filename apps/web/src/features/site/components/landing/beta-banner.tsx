import { FREE_MEMBER_LIMIT } from '@saath/shared/constants';
import { t, tx } from '../../../../lib/i18n.tsx';
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
  const count = [<strong data-testid="registered-members" />];
  const values = { registered: formatCount(registered ?? 0), limit: limitText };

  return (
    <section className="beta-banner" aria-labelledby="beta-banner-title">
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-2 gap-md-4">
        <p id="beta-banner-title" className="beta-banner__title mb-0">
          <span className="beta-banner__pill">{t('Beta')}</span>
          {live ? t('Our founding places are taken: we are live!') : t('We are not live yet.')}
        </p>
        <div className="flex-grow-1">
          <p className="mb-1 beta-banner__count" aria-live="polite">
            {registered === null
              ? state.status === 'loading'
                ? t('Counting our founding members…')
                : t('Membership is free for our first {limit} members.', { limit: limitText })
              : live
                ? tx('<0>{registered}</0> of {limit} founding members have joined.', count, values)
                : tx(
                    '<0>{registered}</0> of {limit} founding members have joined. We open the first groups at {limit}.',
                    count,
                    values,
                  )}
          </p>
          <div
            className="progress beta-banner__progress"
            role="progressbar"
            aria-label={t('Founding members joined')}
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={registered ?? 0}
            aria-valuetext={
              registered === null
                ? t('Not known yet')
                : t('{registered} of {limit}', {
                    registered: formatCount(registered),
                    limit: limitText,
                  })
            }
          >
            <div className="progress-bar" style={{ width: `${percent}%` }} />
          </div>
        </div>
      </div>
    </section>
  );
}
