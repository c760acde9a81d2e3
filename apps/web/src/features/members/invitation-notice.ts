import type { MailOutcome } from '@wildfire/shared';

/**
 * What the inviter is told. The invitation exists either way; only the email may not have gone,
 * and then the person is still Pending and Resend tries again.
 */
export function invitationNotice(email: string, outcome: MailOutcome, resent: boolean) {
  if (outcome === 'failed') {
    return {
      color: 'yellow',
      message: resent
        ? `The invitation email to ${email} could not be delivered. Try Resend again later.`
        : `${email} is invited, but the invitation email could not be delivered. Try Resend later.`,
    };
  }
  return {
    color: 'green',
    message: resent ? `Invitation sent again to ${email}.` : `Invitation sent to ${email}.`,
  };
}
