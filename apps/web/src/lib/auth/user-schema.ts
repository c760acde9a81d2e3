// Apart from the sign-in answers (sign-in-schemas.ts): a signed-in start checks only the profile,
// and the two-factor schemas need not load with it.
export { currentUserSchema } from '@wildfire/shared';
