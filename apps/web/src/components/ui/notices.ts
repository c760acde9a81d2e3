/** A notification's close button, named for screen readers (Mantine leaves it unnamed). */
export const DISMISS = { 'aria-label': 'Dismiss notice' } as const;
