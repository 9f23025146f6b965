// Error and notice texts that only the web shows (texts the API also uses live in
// @saath/shared and are imported from there).
export const LOGIN_FAILED = 'Failed to login. Please check your credentials.';
export const GOOGLE_LOGIN_FAILED = 'Google login failed. Please try again.';
export const REGISTRATION_FAILED =
  'Registration failed. Please check your information and try again.';
export const REGISTRATION_DONE_PLEASE_LOGIN = 'Registration successful! Please log in.';
export const RESET_REQUEST_FAILED = 'Failed to process your request. Please try again.';
export const RESET_FAILED = 'Failed to reset password. Please try again.';
export const PROFILE_LOAD_FAILED = 'Failed to load profile data. Please try again later.';
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const PROFILE_NOT_FOUND_TITLE = 'Profile Not Found';
export const PROFILE_NOT_FOUND_TEXT =
  "We couldn't find your user profile. Please try logging in again.";
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 8 characters long';
