import { msg } from '@saath/shared/i18n';
import { t } from '../../lib/i18n.tsx';

// The admin console's load errors and empty texts. They were the shared package's, but only the
// console shows them: kept here, marked for translation, they are Hindi on /hi/admin and its
// catalog loads with the console's chunk. A text with a value is a function, so `t` fills it in
// the page's language when it is shown.
export const ADMIN_MESSAGES = {
  groupsFailed: msg('Failed to load groups. Please try again later.'),
  usersFailed: msg('Failed to load users. Please try again later.'),
  contactFailed: (detail: string) => t('Failed to load contact submissions: {detail}', { detail }),
  analyticsFailed: (message: string) =>
    t('Failed to load analytics data: {message}. Please try again.', { message }),
  overrideFailed: msg('Failed to update group status. Please try again.'),
  noGroups: msg('No groups found.'),
  noUsers: msg('No users found.'),
  noContacts: msg('No contact submissions found'),
  noStatusData: msg('No group status data available'),
  noRoutesData: msg('No popular routes data available'),
  noAnalytics: msg('No Analytics Data Available'),
} as const;
