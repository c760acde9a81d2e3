import { z } from 'zod';

/**
 * What became of a mail the product sent: kept in the delivery log only (no mail server
 * configured), handed to the mail server, or refused by it. Answers that send a mail say which,
 * so the screen never claims an email went out when it did not.
 */
export const MAIL_OUTCOMES = ['logged', 'sent', 'failed'] as const;
export const mailOutcomeSchema = z.enum(MAIL_OUTCOMES);
export type MailOutcome = z.infer<typeof mailOutcomeSchema>;

/** An invitation (or a resent one): what became of the email carrying its link. */
export const invitationMailSchema = z.object({ invitation_email: mailOutcomeSchema });
export type InvitationMail = z.infer<typeof invitationMailSchema>;
