import { describe, expect, it } from 'vitest';
import { build } from '../helper';
import { startSmtpStandIn, type ReceivedMail } from '../stand-ins/smtp-stand-in';

/** The accept link's token from the raw message (its text is quoted-printable). */
const tokenIn = (mail: ReceivedMail) =>
  /token=([\w-]+)/.exec(mail.data.replace(/=\r\n/g, '').replace(/=3D/g, '='))![1]!;

describe('an invitation mail goes out once its link works', async () => {
  const smtp = await startSmtpStandIn();
  const { app, injectAs } = await build({ SMTP_URL: smtp.url });

  /**
   * While the mail server holds each invitation mail, opens its link as the invited person
   * would. Gives up after 3 s: a request that waits for the inviting transaction would wait for
   * this mail, which waits for it.
   */
  const linkAnswersWhileSending = () => {
    const answers: Array<number | 'no answer'> = [];
    smtp.onMail = async (mail) => {
      const opened = app
        .inject({ method: 'GET', url: `/api/invitations/${tokenIn(mail)}` })
        .then((res) => res.statusCode);
      const gaveUp = new Promise<'no answer'>((resolve) =>
        setTimeout(() => resolve('no answer'), 3_000).unref(),
      );
      answers.push(await Promise.race([opened, gaveUp]));
    };
    return answers;
  };

  it('a property invitation: the link opens while the mail server has the mail', async () => {
    const answers = linkAnswersWhileSending();
    const res = await injectAs('owner@demo.test', {
      method: 'POST',
      url: '/api/properties/1/users',
      payload: { email: 'mailed.guest@demo.test', name: 'Mailed Guest' },
    });
    expect(res.statusCode).toBe(201);
    expect(answers).toEqual([200]);
  });

  it('a back-office invitation: the same', async () => {
    const answers = linkAnswersWhileSending();
    const res = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/invitations',
      payload: {
        email: 'mailed.hire@demo.test',
        first_name: 'Mailed',
        last_name: 'Hire',
        user_type: 'staff_developer',
        send_invite: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(answers).toEqual([200]);
  });

  it('the answer says when the mail server refused the invitation, and a resend says again', async () => {
    smtp.onMail = undefined;
    smtp.unknownMailboxes.add('unreachable.guest@demo.test');
    const invited = await injectAs('owner@demo.test', {
      method: 'POST',
      url: '/api/properties/1/users',
      payload: { email: 'unreachable.guest@demo.test', name: 'Unreachable Guest' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ status: 'Pending', invitation_email: 'failed' });

    const resent = await injectAs('owner@demo.test', {
      method: 'POST',
      url: `/api/properties/1/users/${String(invited.json().id)}/resend`,
    });
    expect(resent.json()).toEqual({ invitation_email: 'failed' });

    smtp.unknownMailboxes.delete('unreachable.guest@demo.test');
    const again = await injectAs('owner@demo.test', {
      method: 'POST',
      url: `/api/properties/1/users/${String(invited.json().id)}/resend`,
    });
    expect(again.json()).toEqual({ invitation_email: 'sent' });
  });

  it('a back-office invitation says the same; without sending, it says nothing was sent', async () => {
    smtp.onMail = undefined;
    smtp.unknownMailboxes.add('unreachable.hire@demo.test');
    const invite = (email: string, sendInvite: boolean) =>
      injectAs('admin@demo.test', {
        method: 'POST',
        url: '/api/admin/invitations',
        payload: {
          email,
          first_name: 'Unreachable',
          last_name: 'Hire',
          user_type: 'staff_developer',
          send_invite: sendInvite,
        },
      });
    expect((await invite('unreachable.hire@demo.test', true)).json()).toMatchObject({
      invitation_email: 'failed',
    });
    expect((await invite('quiet.hire@demo.test', false)).json()).toMatchObject({
      invitation_email: null,
    });
  });
});
