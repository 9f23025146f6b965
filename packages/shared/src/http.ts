// Paths of the public API, shared so the web client and tests cannot drift from the server.
export const API = {
  health: '/api/health',
  register: '/api/users/',
  login: '/api/users/login',
  me: '/api/users/me',
  changePassword: '/api/users/change-password',
  google: '/api/users/google',
  resetRequest: '/api/users/reset-password-request',
  verifyResetToken: (token: string) => `/api/users/verify-reset-token/${encodeURIComponent(token)}`,
  resetPassword: '/api/users/reset-password',
  config: '/api/config',
} as const;
