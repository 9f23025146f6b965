import { msg } from '@saath/shared/i18n';

// Error and notice texts that only the web shows (texts the API also uses live in
// the shared package, groups.ts, and are imported from there). Marked with msg() so the
// catalog checker finds them; shown with t() where they are rendered, in the page's language.
export const DASHBOARD_LOAD_FAILED = msg('Failed to load data. Please try again later.');
export const GROUPS_LOAD_FAILED_TITLE = msg('Error Loading Groups');
export const GROUPS_LOAD_FAILED = msg('Failed to load groups. Please try again later.');
export const GROUP_LOAD_FAILED = msg('Failed to load group details. Please try again later.');
export const GROUP_NOT_FOUND = msg('Group not found');

export const LEAVE_FAILED_DASHBOARD = msg('Failed to leave Flight Group.');
export const LEAVE_FAILED_GROUP_PAGE = msg('Failed to leave group. ');
export const LEFT_GROUP_PAGE = msg('You have left the group successfully');

export const JOIN_FAILED = msg('Failed to join community');
export const CREATE_FAILED = msg('Failed to create community');
export const CREATED = msg('Flight group created successfully!');
export const GROUP_EXISTS_CONFIRM = msg(
  'A community with these details already exists. Would you like to join it?',
);
export const SEARCH_FAILED = msg('Failed to create Group. Please check your inputs.');
export const CREATE_FIELDS_REQUIRED = msg(
  'Please fill all required fields before creating a group.',
);
// Searching 'Any time' offered 'Create New Group', which then failed with the
// fields message; a group flies in one slot, so the slot is asked for right there.
export const CREATE_NEEDS_SLOT = msg(
  'A group flies in one departure time slot: choose one to start it.',
);
export const CREATE_PROFILE_INCOMPLETE = msg(
  'Your profile is incomplete. Please complete your profile before creating a Group.',
);

// How long messages stay, and how long before a redirect.
export const SUCCESS_MESSAGE_MS = 3000;
export const AFTER_CREATE_REDIRECT_MS = 2000;
export const AFTER_LEAVE_REDIRECT_MS = 1500;

// The invite link and the preview it opens.
export const INVITE_COPIED = msg('Invite link copied. Paste it into a message to share it.');
export const INVITE_COPY_FAILED = msg('Copy this invite link and share it:');
export const INVITE_MEMBER = msg('You are in this group');
export const INVITE_AIRLINE = msg(
  'Airline partners bid on groups once they ask for quotes; they do not join them.',
);

// Paying a share of a group awaiting payment.
export const PAYMENT_START_FAILED = msg('Could not start your payment. Please try again.');
export const PAYMENT_PROVIDER_UNAVAILABLE = msg(
  'This payment method cannot be opened here yet. Please contact us to complete your payment.',
);
export const RAZORPAY_LOAD_FAILED = msg(
  'Razorpay Checkout could not be opened. Check your connection and try again.',
);
export const RAZORPAY_VERIFY_FAILED = msg(
  'Your payment could not be confirmed here. If money left your account, it will be recorded shortly or refunded; please check your group again in a few minutes.',
);
export const SEAT_RELEASED_DETAIL = msg(
  'The payment deadline passed before your share was paid, so your seats went back to the group. Nothing was charged.',
);

/** Closing a wizard that holds typed passengers (Escape, Cancel, the close button) asks first. */
export const DISCARD_PASSENGERS_CONFIRM = msg(
  'Discard the passenger details you entered? They will not be kept.',
);
