import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi, tagsReply } from '@/testing/stub-api';
import { changeQuestion, SetpointChange, type Setpoint } from './setpoint-change';
import { commandReply, malibu } from './test-fixtures';

// Typing and polling through real timers take longer than 5 s on a busy machine.
const INTERACTION_TIMEOUT = { timeout: 20_000 };

const runLength: Setpoint = {
  label: 'run length',
  subject: 'structure defense run length',
  fields: [{ tag: 'SD_LENGTH', label: 'Run length (minutes)', current: 30 }],
  format: (values) => values.map(String).join(', '),
  unit: 'minutes',
};

const startTime: Setpoint = {
  label: 'start time',
  subject: 'agitator pump start time',
  fields: [
    { tag: 'AGITATOR_PUMP_HOUR', label: 'Hour (0-23)', current: 6 },
    { tag: 'AGITATOR_PUMP_MINUTE', label: 'Minute (0-59)', current: 30 },
  ],
  format: ([h = 0, m = 0]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
};

const renderChange = (setpoint: Setpoint = runLength) =>
  renderWithProviders(<SetpointChange siteId="WD-1001" property={malibu} setpoint={setpoint} />);

async function enter(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false });
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

describe('changing a panel setting', INTERACTION_TIMEOUT, () => {
  it('words the confirmation with the property, the old and the new value', () => {
    expect(changeQuestion(runLength, 'Malibu Canyon Residence', [20])).toBe(
      'Change structure defense run length at Malibu Canyon Residence from 30 to 20 minutes?',
    );
    expect(changeQuestion(startTime, 'Malibu Canyon Residence', [7, 5])).toBe(
      'Change agitator pump start time at Malibu Canyon Residence from 06:30 to 07:05?',
    );
  });

  it('rejects a run length outside 1-240 minutes and sends nothing', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderChange();

    await user.click(screen.getByRole('button', { name: 'Change run length' }));
    await enter(user, 'Run length (minutes)', '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Enter a whole number from 1 to 240.')).toBeInTheDocument();
    await enter(user, 'Run length (minutes)', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a whole number from 1 to 240.')).toBeInTheDocument();
    expect(api.sent('POST /api/scada/write')).toHaveLength(0);
  });

  it('says so when the value is already the panel setting', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderChange();

    await user.click(screen.getByRole('button', { name: 'Change run length' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('The panel already has this setting.')).toBeInTheDocument();
  });

  it('confirms, then sends SD_LENGTH and follows the command', async () => {
    const api = stubApi({
      'GET /api/tags/control-center': tagsReply({ SD_LENGTH: 30 }),
      'POST /api/scada/write': { status: 202, body: { command_id: 'c-9', status: 'pending' } },
      'GET /api/scada/commands/c-9': commandReply('c-9', 'pending', {
        tag: 'SD_LENGTH',
        value: 20,
      }),
    });
    const user = userEvent.setup();
    renderChange();

    await user.click(screen.getByRole('button', { name: 'Change run length' }));
    await enter(user, 'Run length (minutes)', '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Change structure defense run length at Malibu Canyon Residence from 30 to 20 minutes?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    await screen.findByText('Requested: sent to the panel');
    expect(api.sent('POST /api/scada/write').map((r) => r.body)).toEqual([
      { tag: 'SD_LENGTH', value: 20 },
    ]);
    expect(await screen.findByText('Waiting for the panel to acknowledge…')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderChange();

    await user.click(screen.getByRole('button', { name: 'Change run length' }));
    await enter(user, 'Run length (minutes)', '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );

    expect(api.sent('POST /api/scada/write')).toHaveLength(0);
  });

  it('checks each field of the agitator schedule and sends only the changed ones', async () => {
    const api = stubApi({
      'GET /api/tags/control-center': tagsReply({
        AGITATOR_PUMP_HOUR: 6,
        AGITATOR_PUMP_MINUTE: 30,
      }),
      'POST /api/scada/write': { status: 202, body: { command_id: 'c-10', status: 'pending' } },
      'GET /api/scada/commands/c-10': commandReply('c-10', 'pending'),
    });
    const user = userEvent.setup();
    renderChange(startTime);

    await user.click(screen.getByRole('button', { name: 'Change start time' }));
    await enter(user, 'Hour (0-23)', '24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a whole number from 0 to 23.')).toBeInTheDocument();

    await enter(user, 'Hour (0-23)', '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('from 06:30 to 07:30?');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    await screen.findByText('Requested: sent to the panel');
    expect(api.sent('POST /api/scada/write').map((r) => r.body)).toEqual([
      { tag: 'AGITATOR_PUMP_HOUR', value: 7 },
    ]);
  });
});
