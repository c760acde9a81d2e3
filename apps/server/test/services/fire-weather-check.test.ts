import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alerts } from '#src/db/schema/index';
import { FireWeatherCheck, WeatherService } from '#src/services/weather';
import { degC, startNwsStandIn } from '../stand-ins/nws-stand-in';
import { build } from '../helper';

const RED_FLAG = 'urn:oid:2.49.0.1.840.0.red-flag-check.001.1';
const EVACUATION = 'urn:oid:2.49.0.1.840.0.evacuation-topanga.001.1';

describe('the background fire weather check', async () => {
  const nws = await startNwsStandIn();
  nws.points.set('34.0437,-118.6382', {
    city: 'Malibu',
    state: 'CA',
    stations: ['KSMO'],
    alerts: [
      { id: RED_FLAG, event: 'Red Flag Warning' },
      { id: 'urn:oid:wind', event: 'Wind Advisory' },
    ],
  });
  nws.observations.set('KSMO', { temperature: degC(30) });
  nws.points.set('34.0936,-118.6017', {
    city: 'Topanga',
    state: 'CA',
    stations: [],
    alerts: [{ id: EVACUATION, event: 'Evacuation Immediate' }],
  });
  // Panel timers off (as every API test): the check runs only when called.
  const { app, injectAs } = await build({ WEATHER_API_URL: nws.url });

  const fireWeatherAlerts = () =>
    app.db
      .select({ ruleKey: alerts.ruleKey, type: alerts.type, title: alerts.title })
      .from(alerts)
      .where(like(alerts.ruleKey, 'nws:%'));

  it('raises one urgent alert per active warning at every placed property, nobody asking', async () => {
    expect(await fireWeatherAlerts()).toEqual([]);
    await app.fireWeatherCheck.run();
    const raised = await fireWeatherAlerts();
    expect(raised).toHaveLength(2);
    expect(raised).toEqual(
      expect.arrayContaining([
        { ruleKey: `nws:${RED_FLAG}:WD-1001`, type: 'urgent', title: 'Red Flag Warning' },
        { ruleKey: `nws:${EVACUATION}:WD-1002`, type: 'urgent', title: 'Evacuation Immediate' },
      ]),
    );
  });

  it('never duplicates: later runs and the weather card reuse the same alert', async () => {
    await app.fireWeatherCheck.run();
    await app.fireWeatherCheck.run();
    await injectAs('owner@demo.test', { method: 'GET', url: '/api/weather?site_id=WD-1001' });
    expect(await fireWeatherAlerts()).toHaveLength(2);
  });

  it('a point the weather service cannot answer is skipped; the others are still checked', async () => {
    nws.intercept = (path) =>
      path.includes('point=34.0437') ? { status: 500, body: 'down' } : undefined;
    try {
      // A fresh service, so nothing comes from the cache of the earlier runs.
      const check = new FireWeatherCheck(
        app,
        new WeatherService({ baseUrl: nws.url, userAgent: 'test' }),
      );
      // Malibu, Topanga, Altadena and Julian are placed (Ojai is not yet): Malibu fails.
      expect(await check.run()).toBe(3);
      expect(await fireWeatherAlerts()).toHaveLength(2);
    } finally {
      nws.intercept = null;
    }
  });
});
