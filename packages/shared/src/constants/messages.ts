/** User-facing texts the spec gives word for word (customer-portal.md section 8). */
export const MESSAGES = {
  loginFailed: 'Login failed, please check your email and password and try again',
  sessionExpired: 'Your session has expired. Please log in again.',
  authenticationRequired: 'Authentication required. Please log in again.',
  scadaDefinitionDenied: 'SCADA definition access denied',
  locationFailed: 'Unable to get your current location. Please try again.',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
} as const;
