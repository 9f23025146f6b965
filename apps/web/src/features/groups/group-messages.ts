// Error and notice texts that only the web shows (texts the API also uses live in
// the shared package, groups.ts, and are imported from there).
export const DASHBOARD_LOAD_FAILED = 'Failed to load data. Please try again later.';
export const GROUPS_LOAD_FAILED_TITLE = 'Error Loading Groups';
export const GROUPS_LOAD_FAILED = 'Failed to load groups. Please try again later.';
export const GROUP_LOAD_FAILED = 'Failed to load group details. Please try again later.';
export const GROUP_NOT_FOUND = 'Group not found';

export const LEAVE_FAILED_DASHBOARD = 'Failed to leave Flight Group.';
export const LEAVE_FAILED_GROUP_PAGE = 'Failed to leave group. ';
export const LEFT_GROUP_PAGE = 'You have left the group successfully';

export const JOIN_FAILED = 'Failed to join community';
export const CREATE_FAILED = 'Failed to create community';
export const CREATED = 'Flight group created successfully!';
export const GROUP_EXISTS_CONFIRM =
  'A community with these details already exists. Would you like to join it?';
export const SEARCH_FAILED = 'Failed to create Group. Please check your inputs.';
export const CREATE_FIELDS_REQUIRED = 'Please fill all required fields before creating a group.';
// Searching 'Any time' offered 'Create New Group', which then failed with the
// fields message; a group flies in one slot, so the slot is asked for right there.
export const CREATE_NEEDS_SLOT =
  'A group flies in one departure time slot: choose one to start it.';
export const CREATE_PROFILE_INCOMPLETE =
  'Your profile is incomplete. Please complete your profile before creating a Group.';

// How long messages stay, and how long before a redirect.
export const SUCCESS_MESSAGE_MS = 3000;
export const AFTER_CREATE_REDIRECT_MS = 2000;
export const AFTER_LEAVE_REDIRECT_MS = 1500;

// The invite link and the preview it opens.
export const INVITE_COPIED = 'Invite link copied. Paste it into a message to share it.';
export const INVITE_COPY_FAILED = 'Copy this invite link and share it:';
export const INVITE_MEMBER = 'You are in this group';
export const INVITE_AIRLINE =
  'Airline partners bid on groups once they ask for quotes; they do not join them.';

// Paying a share of a group awaiting payment.
export const PAYMENT_START_FAILED = 'Could not start your payment. Please try again.';
export const PAYMENT_PROVIDER_UNAVAILABLE =
  'This payment method cannot be opened here yet. Please contact us to complete your payment.';
export const RAZORPAY_LOAD_FAILED =
  'Razorpay Checkout could not be opened. Check your connection and try again.';
export const RAZORPAY_VERIFY_FAILED =
  'Your payment could not be confirmed here. If money left your account, it will be recorded shortly or refunded; please check your group again in a few minutes.';
export const SEAT_RELEASED_DETAIL =
  'The payment deadline passed before your share was paid, so your seats went back to the group. Nothing was charged.';

/** Closing a wizard that holds typed passengers (Escape, Cancel, the close button) asks first. */
export const DISCARD_PASSENGERS_CONFIRM =
  'Discard the passenger details you entered? They will not be kept.';
