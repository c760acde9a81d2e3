/**
 * Account security rules shared by the server and the web app (decision 012).
 */

/** A password reset link works once, for this long. */
export const PASSWORD_RESET_LIFETIME_MINUTES = 30;

/**
 * A change of sign-in email (decision 054): the link sent to the new address confirms it for
 * this long; the notice to the old address can undo the change for this many days.
 */
export const EMAIL_CHANGE_CONFIRM_HOURS = 24;
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** The most dangerous actions need a password or code entered at most this long ago. */
export const REAUTHENTICATION_WINDOW_MINUTES = 15;

/** A waived deposit above this many dollars needs a recent re-authentication. */
export const DEPOSIT_WAIVER_REAUTH_THRESHOLD_DOLLARS = 5_000;

/** Waiving a deposit of more than $5,000 is one of the actions that ask for re-authentication. */
export const depositWaiverNeedsReauthentication = (amountDollars: number): boolean =>
  amountDollars > DEPOSIT_WAIVER_REAUTH_THRESHOLD_DOLLARS;

/** Recovery codes issued at enrolment (and on regeneration), each usable once. */
export const RECOVERY_CODE_COUNT = 10;

export const REAUTHENTICATION_REQUIRED = 'reauthentication_required';
export const REAUTHENTICATION_MESSAGE =
  'For your security, please confirm it is you: enter your password or an authenticator code.';
