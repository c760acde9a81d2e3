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
});
