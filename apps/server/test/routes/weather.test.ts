import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alertRecipients,
  alerts,
  mailOutbox,
  properties,
  tagLatest,
  users,
} from '#src/db/schema/index';
import { FireWeatherAlerts, fireWeatherRuleKey } from '#src/services/weather';
import { startGeocoderStandIn } from '../stand-ins/geocoder-stand-in';
import { degC, degrees, kmh, percent, startNwsStandIn } from '../stand-ins/nws-stand-in';
import { build } from '../helper';

const RED_FLAG = 'urn:oid:2.49.0.1.840.0.red-flag-malibu.001.1';
const OJAI_ADDRESS = '1129 Maricopa Hwy, Ojai, CA 93023';

describe('GET /api/weather (the weather card)', async () => {
  const nws = await startNwsStandIn();
  const geocoder = await startGeocoderStandIn();

  // Malibu (WD-1001): hot, windy and dry, under a Red Flag Warning.
  nws.points.set('34.0437,-118.6382', {
    city: 'Malibu',
    state: 'CA',
    stations: ['KSMO', 'KLAX'],
    alerts: [
      {
        id: RED_FLAG,
        event: 'Red Flag Warning',
        headline: 'Red Flag Warning issued August 1 at 1:45PM PDT until August 2 at 6:00PM PDT',
        description: '* WIND...Northeast 20 to 30 mph with gusts to 55 mph.',
        ends: '2025-08-02T18:00:00-07:00',
      },
      { id: 'urn:oid:heat', event: 'Heat Advisory' },
    ],
  });
  nws.observations.set('KSMO', {
    temperature: degC(30),
    windSpeed: kmh(25),
    windDirection: degrees(45),
    relativeHumidity: percent(20),
  });
  // Topanga (WD-1002): used for the failures.
  nws.points.set('34.0936,-118.6017', { city: 'Topanga', state: 'CA', stations: ['KTOP'] });
  nws.observations.set('KTOP', { temperature: degC(null) });
  // Altadena (WD-1004): mild weather, with a THREAT_LEVEL set at the panel.
  nws.points.set('34.1897,-118.1311', { city: 'Altadena', state: 'CA', stations: ['KBUR'] });
  nws.observations.set('KBUR', { temperature: degC(20) });
  // Ojai (WD-1003) has no coordinates: the geocoder places it.
  geocoder.places.set(OJAI_ADDRESS.toLowerCase(), {
    lat: 34.4531,
    lon: -119.26,
    displayName: '1129, Maricopa Highway, Ojai, California, United States',
  });
  nws.points.set('34.4531,-119.26', { city: 'Ojai', state: 'CA', stations: ['KOJA'] });
  nws.observations.set('KOJA', { temperature: degC(25), relativeHumidity: percent(35) });

  const { app, injectAs } = await build({ WEATHER_API_URL: nws.url, GEOCODER_URL: geocoder.url });
  const weatherOf = (email: string | null, siteId: string) =>
    injectAs(email, { method: 'GET', url: `/api/weather?site_id=${siteId}` });

  const fireWeatherAlertsOf = async (siteId: string) =>
    app.db
      .select({
        id: alerts.id,
        type: alerts.type,
        title: alerts.title,
        resolvedAt: alerts.resolvedAt,
      })
      .from(alerts)
      .where(like(alerts.ruleKey, `nws:%:${siteId}`));

  it('answers the spec’s figures and threat level for known inputs', async () => {
    const res = await weatherOf('owner@demo.test', 'WD-1001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      available: true,
      city: 'Malibu',
      state: 'CA',
      temperature: 86,
      lowTemp: 76,
      highTemp: 91,
      windSpeed: 15.5,
      windDirection: 'NE',
      humidity: 20,
      threatLevel: 'Extreme',
      threatColor: 'red',
      observedAt: '2025-08-01T18:53:00+00:00',
      station: 'KSMO',
      warnings: [
        {
          id: RED_FLAG,
          event: 'Red Flag Warning',
          headline: 'Red Flag Warning issued August 1 at 1:45PM PDT until August 2 at 6:00PM PDT',
          ends: '2025-08-02T18:00:00-07:00',
        },
      ],
    });
  });

  it('a Red Flag Warning becomes exactly one urgent alert for every member, however often asked', async () => {
    await weatherOf('owner@demo.test', 'WD-1001');
    await weatherOf('guest@demo.test', 'WD-1001');
    // Another instance (no memory of what was handled) asking again: still one.
    await new FireWeatherAlerts(app).sync('WD-1001', 'Malibu Canyon Residence', [
      { id: RED_FLAG, event: 'Red Flag Warning', headline: null, description: null, ends: null },
    ]);
    const raised = await fireWeatherAlertsOf('WD-1001');
    expect(raised).toEqual([
      { id: expect.any(Number), type: 'urgent', title: 'Red Flag Warning', resolvedAt: null },
    ]);
    const recipients = await app.db
      .select({ email: users.email })
      .from(alertRecipients)
      .innerJoin(users, eq(users.id, alertRecipients.userId))
      .where(eq(alertRecipients.alertId, raised[0]!.id));
    expect(recipients.map((r) => r.email).sort()).toEqual(['guest@demo.test', 'owner@demo.test']);
    // Urgent: the Owner is emailed (once).
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, 'owner@demo.test'),
          like(mailOutbox.subject, 'Urgent: Red Flag Warning%'),
        ),
      );
    expect(mails).toHaveLength(1);
    // It reaches the members' alert lists.
    const guestAlerts = await injectAs('guest@demo.test', { method: 'GET', url: '/api/alerts' });
    expect(
      guestAlerts
        .json<{ alerts: Array<{ title: string; type: string }> }>()
        .alerts.filter((a) => a.title === 'Red Flag Warning'),
    ).toEqual([expect.objectContaining({ type: 'urgent' })]);
  });

  it('a warning no longer active resolves its alert, which is not raised again', async () => {
    const sync = new FireWeatherAlerts(app);
    await sync.sync('WD-1001', 'Malibu Canyon Residence', []);
    const [resolved] = await fireWeatherAlertsOf('WD-1001');
    expect(resolved!.resolvedAt).toBeInstanceOf(Date);
    await new FireWeatherAlerts(app).sync('WD-1001', 'Malibu Canyon Residence', [
      { id: RED_FLAG, event: 'Red Flag Warning', headline: null, description: null, ends: null },
    ]);
    expect(await fireWeatherAlertsOf('WD-1001')).toHaveLength(1);
    // Another site's warnings are its own.
    expect(fireWeatherRuleKey(RED_FLAG, 'WD-1002')).toBe(`nws:${RED_FLAG}:WD-1002`);
    expect(await fireWeatherAlertsOf('WD-1002')).toEqual([]);
  });

  it('a text THREAT_LEVEL tag at the panel overrides the weather-derived level', async () => {
    await app.db
      .insert(tagLatest)
      .values({
        siteId: 'WD-1004',
        tag: 'THREAT_LEVEL',
        group: 'fire_risk',
        value: 'Critical',
        panelTime: new Date(),
      })
      .onConflictDoUpdate({
        target: [tagLatest.siteId, tagLatest.tag],
        set: { value: 'Critical' },
      });
    const res = await weatherOf('owner@demo.test', 'WD-1004');
    expect(res.json()).toMatchObject({
      available: true,
      city: 'Altadena',
      temperature: 68,
      threatLevel: 'Critical',
      threatColor: 'orange',
    });
  });

  it('places a property without coordinates (Ojai) first, stores them, then answers', async () => {
    geocoder.reset();
    const res = await weatherOf('owner@demo.test', 'WD-1003');
    expect(res.json()).toMatchObject({ available: true, city: 'Ojai', temperature: 77 });
    const [ojai] = await app.db
      .select()
      .from(properties)
      .where(eq(properties.address, OJAI_ADDRESS));
    expect([ojai!.latitude, ojai!.longitude]).toEqual([34.4531, -119.26]);
    await weatherOf('owner@demo.test', 'WD-1003');
    expect(geocoder.requests).toHaveLength(1);
  });

  describe('access', () => {
    it('a Guest reads the weather of the property they were invited to', async () => {
      expect((await weatherOf('guest@demo.test', 'WD-1001')).json()).toMatchObject({
        available: true,
        city: 'Malibu',
      });
    });

    it('another customer’s site is 404, no session 401, a missing or bad site_id 400', async () => {
      expect((await weatherOf('single@demo.test', 'WD-1001')).statusCode).toBe(404);
      expect((await weatherOf(null, 'WD-1001')).statusCode).toBe(401);
      expect(
        (await injectAs('owner@demo.test', { method: 'GET', url: '/api/weather' })).statusCode,
      ).toBe(400);
      expect((await weatherOf('owner@demo.test', 'WD%2F1001')).statusCode).toBe(400);
    });
  });

  describe('when the weather cannot be had the card says so and the answer is still 200', () => {
    const unavailable = { available: false, message: 'Weather is unavailable right now.' };

    it('the weather service is slower than its time limit', async () => {
      nws.intercept = (path) =>
        path.startsWith('/points/34.0936') ? { delayMs: 7_000 } : undefined;
      try {
        const started = performance.now();
        const res = await weatherOf('owner@demo.test', 'WD-1002');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject(unavailable);
        expect(performance.now() - started).toBeLessThan(6_500);
      } finally {
        nws.intercept = null;
      }
    });

    it('the weather service answers 500 (its body never reaches the client)', async () => {
      nws.intercept = () => ({ status: 500, body: 'SECRET-UPSTREAM-DETAIL stack trace' });
      try {
        const res = await weatherOf('owner@demo.test', 'WD-1002');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ...unavailable, warnings: [] });
        expect(res.body).not.toContain('SECRET');
      } finally {
        nws.intercept = null;
      }
    });

    it('no station gives a temperature', async () => {
      expect((await weatherOf('owner@demo.test', 'WD-1002')).json()).toMatchObject(unavailable);
    });

    it('fire weather warnings are still shown, and alerted, when the observations fail', async () => {
      nws.points.set('33.0786,-116.602', {
        city: 'Julian',
        state: 'CA',
        stations: ['KJUL'],
        alerts: [{ id: 'urn:oid:fww-julian', event: 'Fire Weather Watch', headline: 'Watch' }],
      });
      nws.observations.set('KJUL', { temperature: degC(null) });
      expect((await weatherOf('single@demo.test', 'WD-1005')).json()).toEqual({
        ...unavailable,
        warnings: [
          {
            id: 'urn:oid:fww-julian',
            event: 'Fire Weather Watch',
            headline: 'Watch',
            ends: '2025-08-02T03:00:00-07:00',
          },
        ],
      });
      expect(await fireWeatherAlertsOf('WD-1005')).toEqual([
        expect.objectContaining({ type: 'urgent', title: 'Fire Weather Watch' }),
      ]);
    });

    it('the property cannot be placed (geocoder down)', async () => {
      await app.db
        .update(properties)
        .set({ latitude: 0, longitude: 0 })
        .where(eq(properties.address, '2116 Main St, Julian, CA 92036'));
      geocoder.intercept = () => ({ status: 503, body: {} });
      try {
        expect((await weatherOf('single@demo.test', 'WD-1005')).json()).toMatchObject(unavailable);
      } finally {
        geocoder.intercept = null;
      }
    });
  });
});
