import { Link } from '../../../components/ui/link';
import { t } from '../../../lib/i18n.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { GROUP_NOT_FOUND } from '../group-messages.ts';

/** A group page whose group is not there (or not the reader's): why, and the way to search. */
export function GroupNotFound({ reason }: { reason: string }) {
  return (
    <div className="text-center py-5">
      <h1 className="h2">{t(GROUP_NOT_FOUND)}</h1>
      <p className="text-body-secondary">{reason}</p>
      <Link to={PATHS.newCommunity} className="btn btn-primary">
        {t('Find Flight Groups')}
      </Link>
    </div>
  );
}
