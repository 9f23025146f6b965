import { msg } from '@saath/shared/i18n';

// Error and notice texts that only the web shows (texts the API also uses live in
// @saath/shared and are imported from there). Marked with msg() so the catalog checker finds
// them here; each place that shows one translates it with t() at render time.
export const LOGIN_FAILED = msg('Failed to login. Please check your credentials.');
export const GOOGLE_LOGIN_FAILED = msg('Google login failed. Please try again.');
export const REGISTRATION_FAILED = msg(
  'Registration failed. Please check your information and try again.',
);
export const REGISTRATION_DONE_PLEASE_LOGIN = msg('Registration successful! Please log in.');
export const RESET_REQUEST_FAILED = msg('Failed to process your request. Please try again.');
export const RESET_FAILED = msg('Failed to reset password. Please try again.');
export const PROFILE_LOAD_FAILED = msg('Failed to load profile data. Please try again later.');
export const PROFILE_UPDATED = msg('Profile updated successfully!');
export const PROFILE_UPDATE_FAILED = msg('Failed to update profile');
export const PROFILE_NOT_FOUND_TITLE = msg('Profile Not Found');
export const PROFILE_NOT_FOUND_TEXT = msg(
  "We couldn't find your user profile. Please try logging in again.",
);
export const CHANGE_PASSWORD_FAILED = msg('Failed to change password');
export const NEW_PASSWORD_TOO_SHORT = msg('New password must be at least 8 characters long');
