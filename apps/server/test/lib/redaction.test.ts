import { describe, expect, it } from 'vitest';
import { redactText, redactUrl } from '#src/lib/redaction';

describe('secrets in addresses and mail texts (decision 052)', () => {
  it('redacts the values of secret query parameters, wherever they are in the query', () => {
    expect(redactUrl('/reset-password?token=abc-DEF_123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/api/auth/user?site_id=WD-1001&access_token=eyJx.y.z&x=1')).toBe(
      '/api/auth/user?site_id=WD-1001&access_token=[redacted]&x=1',
    );
    expect(redactUrl('/a?Challenge_Token=q#frag')).toBe('/a?Challenge_Token=[redacted]#frag');
    expect(redactUrl('/a?password=hunter2&code=123456')).toBe(
      '/a?password=[redacted]&code=[redacted]',
    );
  });

  it("redacts an invitation link's token in its path, and leaves other addresses alone", () => {
    expect(redactUrl('/api/invitations/abcdefghijklmnopqrstuvwxyz/accept')).toBe(
      '/api/invitations/[redacted]/accept',
    );
    expect(redactUrl('http://localhost/invitations/accept?token=abc')).toBe(
      'http://localhost/invitations/accept?token=[redacted]',
    );
    expect(redactUrl('/api/tags/control-center?site_id=WD-1001')).toBe(
      '/api/tags/control-center?site_id=WD-1001',
    );
    expect(redactUrl('/api/admin/invitations')).toBe('/api/admin/invitations');
    expect(redactUrl(undefined)).toBeUndefined();
  });

  it('a mail text loses the secrets it declares and any link token', () => {
    expect(
      redactText('Code: s3cr3t-value. Link: https://x.example/confirm-email?token=t0k', [
        's3cr3t-value',
      ]),
    ).toBe('Code: [redacted]. Link: https://x.example/confirm-email?token=[redacted]');
    expect(redactText('Nothing to hide', [''])).toBe('Nothing to hide');
  });
});
