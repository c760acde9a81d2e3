import { describe, expect, it } from 'vitest';
import { callsEndpoint, createStaffChannels, sayTwice } from '#src/services/notify/staff-channels';
import { closedPort } from '../helper';
import { startSlackStandIn } from '../stand-ins/slack-stand-in';
import { startSmsGatewayStandIn } from '../stand-ins/sms-gateway-stand-in';

const FROM = '+15555550100';

/** Slack (an incoming webhook) and voice calls (Twilio's Calls API) for staff alerts. */
describe('staff channels: Slack and voice calls', async () => {
  const slack = await startSlackStandIn();
  const gateway = await startSmsGatewayStandIn();
  const channels = createStaffChannels({
    slackWebhookUrl: slack.url,
    sms: { url: gateway.url, from: FROM },
    userAgent: 'wildfire-test',
  });

  it('Slack: the line is posted as JSON {text} to the webhook and counts as sent', async () => {
    expect(await channels.slack('Panel offline at Malibu Canyon Residence')).toEqual({
      status: 'sent',
    });
    expect(slack.posted.at(-1)).toEqual({
      text: 'Panel offline at Malibu Canyon Residence',
      contentType: 'application/json',
    });
  });

  it('Slack failing is recorded as failed with its status, not sent', async () => {
    slack.failWith = 500;
    try {
      expect(await channels.slack('x')).toEqual({
        status: 'failed',
        error: 'Slack answered 500.',
        retryable: true,
      });
    } finally {
      slack.failWith = null;
    }
  });

  it('a call goes to the account’s Calls.json with To, From and TwiML that says the alert twice', async () => {
    expect(await channels.call('+13105550111', 'Heat at Malibu & smoke')).toEqual({
      status: 'sent',
    });
    expect(gateway.calls.at(-1)).toMatchObject({
      to: '+13105550111',
      from: FROM,
      twiml: sayTwice('Heat at Malibu & smoke'),
    });
    expect(sayTwice('a & b')).toBe(
      '<Response><Say>a &amp; b</Say><Pause length="1"/><Say>a &amp; b</Say></Response>',
    );
  });

  it('the Calls endpoint is derived from SMS_URL, its credentials kept out of the URL', () => {
    expect(
      callsEndpoint('https://AC1:secret@api.twilio.com/2010-04-01/Accounts/AC1/Messages.json'),
    ).toEqual({
      url: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Calls.json',
      authorization: `Basic ${Buffer.from('AC1:secret').toString('base64')}`,
    });
    expect(callsEndpoint('https://AC2:t@sms.example/send').url).toBe(
      'https://sms.example/2010-04-01/Accounts/AC2/Calls.json',
    );
  });

  it('an unconfigured channel is recorded as not configured, never sent', async () => {
    const none = createStaffChannels({ userAgent: 'wildfire-test' });
    expect((await none.slack('x')).status).toBe('not_configured');
    expect((await none.call('+13105550111', 'x')).status).toBe('not_configured');
  });

  it('a gateway that cannot be reached makes the call failed', async () => {
    const port = await closedPort();
    const away = createStaffChannels({
      sms: { url: `http://AC3:t@127.0.0.1:${String(port)}/Messages.json`, from: FROM },
      userAgent: 'wildfire-test',
    });
    expect(await away.call('+13105550111', 'x')).toEqual({
      status: 'failed',
      error: 'The voice gateway could not be reached.',
      retryable: true,
    });
  });
});
