import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { EscalationPolicyCard } from './escalation-policy-card';

const DEFAULTS = {
  emergency_contacts_after_minutes: 5,
  on_call_after_minutes: 15,
  reminder_every_minutes: 5,
  is_default: true,
};
const URL = 'GET /api/properties/7/escalation-policy';

describe('the escalation policy card', { timeout: 20_000 }, () => {
  it('an Owner saves new minutes', async () => {
    let saved: unknown;
    const api = stubApi({
      [URL]: { body: { ...DEFAULTS, can_edit: true } },
      'PUT /api/properties/7/escalation-policy': (request) => {
        saved = request.body;
        return { body: { ...(request.body as object), is_default: false, can_edit: true } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<EscalationPolicyCard propertyId={7} />);
    expect(await screen.findByDisplayValue('15 min')).toBeVisible();
    const contacts = screen.getByRole('textbox', { name: 'Emergency Contacts after' });
    expect(contacts).toHaveValue('5 min');

    await user.clear(contacts);
    await user.type(contacts, '3');
    await user.click(screen.getByRole('button', { name: 'Save escalation' }));
    expect(await screen.findByText('Escalation policy saved.')).toBeVisible();
    expect(saved).toEqual({
      emergency_contacts_after_minutes: 3,
      on_call_after_minutes: 15,
      reminder_every_minutes: 5,
    });
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('refuses on-call before the Emergency Contacts without asking the server', async () => {
    const api = stubApi({ [URL]: { body: { ...DEFAULTS, can_edit: true } } });
    const user = userEvent.setup();
    renderWithProviders(<EscalationPolicyCard propertyId={7} />);
    expect(await screen.findByDisplayValue('15 min')).toBeVisible();
    const onCall = screen.getByRole('textbox', { name: 'On-call team after' });
    await user.clear(onCall);
    await user.type(onCall, '2');
    await user.click(screen.getByRole('button', { name: 'Save escalation' }));
    expect(
      await screen.findByText('On-call staff are told after the Emergency Contacts, not before.'),
    ).toBeVisible();
    // Under the field it is about, not in a notice.
    expect(onCall).toHaveAccessibleDescription(
      expect.stringContaining('On-call staff are told after the Emergency Contacts, not before.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('a Guest sees the policy without a Save button', async () => {
    stubApi({ [URL]: { body: { ...DEFAULTS, can_edit: false } } });
    renderWithProviders(<EscalationPolicyCard propertyId={7} />);
    expect(
      await screen.findByText('Only the property owner or manager can change this.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save escalation' })).toBeNull();
  });
});
