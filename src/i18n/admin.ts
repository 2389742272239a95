/**
 * Every word of the staff area (/admin and its pages): the frame and sign-in, the Inbox, the Schedule and
 * Closures, Find a person and the audit log, and the staff endpoints' answers, one file per part and joined
 * here, the one import point. Plain data (no imports but the parts), so the staff islands stay small and a
 * translation is a second dictionary, not a rewrite.
 */
import { adminAccountsEn } from './admin-accounts';
import { adminCalendarEn } from './admin-calendar';
import { adminDonorIdsEn } from './admin-donations';
import { adminInboxEn } from './admin-inbox';
import { adminPeopleEn } from './admin-people';
import { adminRecordsEn } from './admin-records';

import { adminSessionEn } from './admin-session';
import { adminStaffEn } from './admin-staff';

export const adminEn = {
  ...adminSessionEn,
  ...adminInboxEn,
  ...adminRecordsEn,
  ...adminCalendarEn,
  ...adminPeopleEn,
  ...adminDonorIdsEn,
  ...adminAccountsEn,
  staff: adminStaffEn,
} as const;

export const adminText = adminEn;

// The staff islands and endpoints fill this dictionary's templates with the site's one fill().
export { fill } from './fill';
