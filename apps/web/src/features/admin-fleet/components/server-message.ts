/** The server's reason for a failed request, for a notice. */
export const serverMessage = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';

/** Notices' close button, named for screen readers. */
export const DISMISS = { 'aria-label': 'Dismiss notice' } as const;
