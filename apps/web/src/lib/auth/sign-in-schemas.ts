import {
  enrolmentChallengeSchema,
  loginResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorChallengeSchema,
  totpSetupResponseSchema,
} from '@wildfire/shared';
import { z } from 'zod';

// The answers of the sign-in steps. auth-api.ts loads this module with the request that needs
// it, so the login page draws without zod.

/** What the password step answers: a token, or the second step it needs (decision 012). */
export const loginAnswerSchema = z.union([
  loginResponseSchema,
  secondFactorChallengeSchema,
  enrolmentChallengeSchema,
]);

export const enrolmentConfirmedSchema = loginResponseSchema.extend(
  recoveryCodesResponseSchema.shape,
);

export const messageSchema = z.object({ message: z.string() });

export { loginResponseSchema, totpSetupResponseSchema };
