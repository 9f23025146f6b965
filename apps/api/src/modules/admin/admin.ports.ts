import type { OverrideStatus } from '@saath/shared/admin';
import type { CommunityRow } from '../../db/schema/groups.ts';

/** The lifecycle's admin override, as the admin module calls it (wired in app.ts). */
export type StatusOverride = {
  override(
    adminUserId: string,
    communityId: string,
    to: Uppercase<OverrideStatus>,
    reason: string | null,
  ): Promise<CommunityRow>;
};
