import { describe, expect, it } from 'vitest';
import { changesData } from '../src/constants/permissions';
import { describeUserAgent } from '../src/schemas/account-security';
import { depositWaiverNeedsReauthentication } from '../src/domain/account-security';

describe('account security rules (decision 012)', () => {
  it('waiving a deposit above $5,000 needs re-authentication; $5,000 or less does not', () => {
    expect(depositWaiverNeedsReauthentication(5_000)).toBe(false);
    expect(depositWaiverNeedsReauthentication(4_999.99)).toBe(false);
    expect(depositWaiverNeedsReauthentication(5_000.01)).toBe(true);
    expect(depositWaiverNeedsReauthentication(12_000)).toBe(true);
  });

  it('every permission but the view_ ones changes data (staff holding one must use two-factor)', () => {
    expect(changesData('view_users')).toBe(false);
    expect(changesData('view_dashboard')).toBe(false);
    expect(changesData('edit_users')).toBe(true);
    expect(changesData('acknowledge_alerts')).toBe(true);
    expect(changesData('export_analytics')).toBe(true);
  });

  it('sessions name the browser and OS simply from the user agent', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(describeUserAgent(null)).toEqual({ browser: 'Unknown browser', os: 'Unknown OS' });
  });
});
