import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandStatus } from '@wildfire/shared';
import { MESSAGES } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { panelStateReply, stubApi, tagsReply } from '@/testing/stub-api';
import { ManualControlPanel } from './manual-control-panel';
import { commandReply, malibu } from './test-fixtures';
import type { ControlKind } from './control-kinds';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const renderPanel = (kind: ControlKind = 'emergency', property = malibu) =>
  renderWithProviders(<ManualControlPanel kind={kind} property={property} siteId="WD-1001" />);

async function startActivation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Activate Manual Mode' }));
  await user.click(screen.getByRole('button', { name: 'Activate' }));
  return screen.findByRole('dialog');
}

describe('manual controls', INTERACTION_TIMEOUT, () => {
  it('starts with manual mode off: no activate button until Activate Manual Mode', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }) });
    const user = userEvent.setup();
    renderPanel();

    expect(await screen.findByText('STANDBY')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activate Manual Mode' }));

    expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Exit Manual Mode' }));
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('asks for confirmation naming the property and sends nothing on Cancel', async () => {
    const api = stubApi({ 'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }) });
    const user = userEvent.setup();
    renderPanel();

    const dialog = await startActivation(user);
    expect(dialog).toHaveTextContent(
      'Start the wildfire defense system at Malibu Canyon Residence?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(api.sent('POST /api/scada/write')).toHaveLength(0);
  });

  it('reads Activating... and is disabled while the write is on its way', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'POST /api/scada/write': () => new Promise(() => {}),
    });
    const user = userEvent.setup();
    renderPanel();

    const dialog = await startActivation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(await screen.findByRole('button', { name: 'Activating...' })).toBeDisabled();
    expect(screen.getByRole('status', { name: /command status/ })).toHaveTextContent(
      'Sending to the panel…',
    );
  });

  it('sends HMI_SYSTEM_CMD 1 and follows the command until the tags confirm it', async () => {
    let systemStatus = 0;
    let status: CommandStatus = 'pending';
    const api = stubApi({
      'GET /api/tags/control-center': () => tagsReply({ SYSTEM_STATUS: systemStatus }),
      'POST /api/scada/write': { status: 202, body: { command_id: 'c-1', status: 'pending' } },
      'GET /api/scada/commands/c-1': () => commandReply('c-1', status),
    });
    const user = userEvent.setup();
    renderPanel();

    const dialog = await startActivation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    const progress = screen.getByRole('status', { name: /command status/ });
    await within(progress).findByText('Requested: sent to the panel');
    expect(api.sent('POST /api/scada/write')[0]?.url.searchParams.get('site_id')).toBe('WD-1001');
    expect(api.sent('POST /api/scada/write')[0]?.body).toEqual({
      tag: 'HMI_SYSTEM_CMD',
      value: 1,
    });
    await within(progress).findByText('Waiting for the panel to acknowledge…');
    // Requested, not confirmed: the button and the status claim nothing the panel has not.
    expect(screen.getByRole('button', { name: 'Activating...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.getByText('STANDBY')).toBeInTheDocument();

    status = 'acknowledged';
    await within(progress).findByText('Acknowledged by the panel', {}, { timeout: 3000 });
    // Acknowledged, the tags not yet showing it: still STANDBY, still not Deactivate.
    expect(screen.getByText('STANDBY')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activating...' })).toBeDisabled();

    systemStatus = 1;
    await within(progress).findByText(
      "Running — confirmed by the panel's tags",
      {},
      { timeout: 3000 },
    );
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  });

  it('shows how long the panel has been waited for while it has not answered', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'POST /api/scada/write': { status: 202, body: { command_id: 'c-7', status: 'pending' } },
      'GET /api/scada/commands/c-7': commandReply('c-7', 'pending'),
    });
    const user = userEvent.setup();
    renderPanel();

    const dialog = await startActivation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    const progress = screen.getByRole('status', { name: /command status/ });
    expect(await within(progress).findByText(/\(1 s\)/, {}, { timeout: 3000 })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('stopping a running system is one tap and its confirmation, without manual mode', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 1 }) });
    const user = userEvent.setup();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Stop the wildfire defense system at Malibu Canyon Residence?',
    );
    expect(screen.queryByRole('button', { name: 'Activate Manual Mode' })).not.toBeInTheDocument();
  });

  it('manual mode survives leaving the screen for the session', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }) });
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Activate Manual Mode' }));
    unmount();

    renderPanel('structure');
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(screen.getByText('Manual mode is on.')).toBeInTheDocument();
  });

  it('an offline panel reads Offline, with its last known state, and its start gets the server’s 409 words', async () => {
    const refusal =
      'The panel is offline: it cannot receive commands. If a fire threatens the property, call 911.';
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'GET /api/panel-state': panelStateReply({
        online: false,
        last_seen_at: Date.now() - 10 * 60_000,
        offline_since: Date.now() - 9 * 60_000,
        offline_reason: 'connection lost',
      }),
      'POST /api/scada/write': {
        status: 409,
        body: { error: { code: 'conflict', message: refusal } },
      },
    });
    const user = userEvent.setup();
    renderPanel();

    expect(await screen.findByText('Offline')).toBeInTheDocument();
    expect(screen.getByText('(last known: STANDBY)')).toBeInTheDocument();
    expect(screen.getByText('Panel offline')).toBeInTheDocument();
    const dialog = await startActivation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('names what stands in the way when the system is not ready', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'GET /api/panel-state': panelStateReply({}, [
        {
          id: 9,
          site_id: 'WD-1001',
          condition: 'low_water',
          severity: 'urgent',
          title: 'Water tank low',
        },
      ]),
    });
    renderPanel();

    expect(await screen.findByText('Not ready')).toBeInTheDocument();
    expect(screen.getByText('Water tank low')).toBeInTheDocument();
  });

  it('stops with value 0 after confirming "Stop … at {property}?"', async () => {
    const api = stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 1 }),
      'POST /api/scada/write': { status: 202, body: { command_id: 'c-2', status: 'pending' } },
      'GET /api/scada/commands/c-2': commandReply('c-2', 'pending', { value: 0 }),
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('ACTIVE');

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Stop the wildfire defense system at Malibu Canyon Residence?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await screen.findByText('Requested: sent to the panel');
    expect(api.sent('POST /api/scada/write')[0]?.body).toEqual({ tag: 'HMI_SYSTEM_CMD', value: 0 });
  });

  it("says when the panel refused the command, with the panel's reason", async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'POST /api/scada/write': { status: 202, body: { command_id: 'c-3', status: 'pending' } },
      'GET /api/scada/commands/c-3': commandReply('c-3', 'failed', {
        error: 'The panel refused the command: low water level',
      }),
    });
    const user = userEvent.setup();
    renderPanel();

    const dialog = await startActivation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(
      await screen.findByText('The panel refused the command: low water level'),
    ).toBeInTheDocument();
  });

  it('says plainly that nothing reached the panel when the broker could not take the command', async () => {
    const reason = 'Could not send the command to the panel: the message broker is unreachable';
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'POST /api/scada/write': { status: 202, body: { command_id: 'c-5', status: 'failed' } },
      'GET /api/scada/commands/c-5': commandReply('c-5', 'failed', {
        error: reason,
        sent_at: null,
      }),
    });
    const user = userEvent.setup();
    renderPanel();

    const dialog = await startActivation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    const progress = screen.getByRole('status', { name: /command status/ });
    expect(await within(progress).findByText(reason)).toBeInTheDocument();
    expect(within(progress).queryByText('Requested: sent to the panel')).not.toBeInTheDocument();
    // Nothing is on its way: the person can try again.
    expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('says when the panel did not answer in time', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'POST /api/scada/write': { status: 202, body: { command_id: 'c-4', status: 'pending' } },
      'GET /api/scada/commands/c-4': commandReply('c-4', 'timed_out'),
    });
    const user = userEvent.setup();
    renderPanel();

    const dialog = await startActivation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(
      await screen.findByText('The panel did not answer within 10 seconds'),
    ).toBeInTheDocument();
  });

  it('shows the spec text when the write answers 401', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'POST /api/scada/write': {
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Sign in first.' } },
      },
    });
    const user = userEvent.setup();
    renderPanel();

    const dialog = await startActivation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText(MESSAGES.authenticationRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('says why it could not send when the server refuses the write', async () => {
    stubApi({
      'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }),
      'POST /api/scada/write': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'You cannot control this property.' } },
      },
    });
    const user = userEvent.setup();
    renderPanel();

    const dialog = await startActivation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(
      await screen.findByText('Could not send: You cannot control this property.'),
    ).toBeInTheDocument();
  });

  it('shows guests the state and no controls', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }) });
    renderPanel('emergency', { ...malibu, role: 'guest' });

    expect(await screen.findByText('STANDBY')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate Manual Mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(screen.getByText(/As Guest you can see the state of this system/)).toBeInTheDocument();
  });

  it('gives the start and stop controls to Property Managers and Property Users (the spec’s basic controls), not to Emergency Contacts', async () => {
    stubApi({ 'GET /api/tags/control-center': tagsReply({ SYSTEM_STATUS: 0 }) });
    for (const role of ['manager', 'user'] as const) {
      const { unmount } = renderPanel('emergency', { ...malibu, role });
      expect(
        await screen.findByRole('button', { name: 'Activate Manual Mode' }),
        role,
      ).toBeInTheDocument();
      unmount();
    }

    renderPanel('emergency', { ...malibu, role: 'emergency_contact' });
    await screen.findByText('STANDBY');
    expect(screen.queryByRole('button', { name: 'Activate Manual Mode' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/As Emergency Contact you can see the state of this system/),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'structure',
      'HMI_SD_CMD',
      'STATUS_STRUCTURE_DEFENSE',
      'Start structure defense at Malibu Canyon Residence?',
      'Structure defense safety warning',
    ],
    [
      'perimeter',
      'HMI_PD_CMD',
      'STATUS_PERIMETER_DEFENSE',
      'Start perimeter defense at Malibu Canyon Residence?',
      'Perimeter defense safety warning',
    ],
    [
      'emergency',
      'HMI_SYSTEM_CMD',
      'SYSTEM_STATUS',
      'Start the wildfire defense system at Malibu Canyon Residence?',
      'Emergency safety warning',
    ],
  ] as const)(
    '%s: carries its own safety warning and sends %s',
    async (kind, commandTag, statusTag, question, warning) => {
      const api = stubApi({
        'GET /api/tags/control-center': tagsReply({ [statusTag]: 0 }),
        'POST /api/scada/write': { status: 202, body: { command_id: 'c-5', status: 'pending' } },
        'GET /api/scada/commands/c-5': commandReply('c-5', 'pending', { tag: commandTag }),
      });
      const user = userEvent.setup();
      renderPanel(kind);

      expect(await screen.findByText(warning)).toBeInTheDocument();
      const dialog = await startActivation(user);
      expect(dialog).toHaveTextContent(question);
      await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

      await screen.findByText('Requested: sent to the panel');
      expect(api.sent('POST /api/scada/write')[0]?.body).toEqual({ tag: commandTag, value: 1 });
    },
  );
});
