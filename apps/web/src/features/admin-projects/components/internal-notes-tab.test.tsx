import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderScreen } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { InternalNote } from '../api/types';
import { InternalNotesTab } from './internal-notes-tab';

describe('Internal Notes (spec 2.23 and 5)', { timeout: 20_000 }, () => {
  it('blank text is ignored; a new note is prepended and the form resets to Medium, not private', async () => {
    const notes: InternalNote[] = [
      {
        id: 1,
        author: 'Alex Morgan',
        role: 'Superadmin',
        content: 'Older note',
        priority: 'Low',
        is_private: false,
        timestamp: '2026-01-01T10:00:00.000Z',
      },
    ];
    const api = stubApi({
      'GET /api/admin/projects/PRJ-004/notes': () => ({
        body: { items: notes, total: notes.length, page: 1, page_size: 20 },
      }),
      'POST /api/admin/projects/PRJ-004/notes': ({ body }) => {
        const sent = body as {
          content: string;
          priority: InternalNote['priority'];
          is_private: boolean;
        };
        const note: InternalNote = {
          id: notes.length + 1,
          author: 'Priya Nair',
          role: 'Project Manager',
          content: sent.content.trim(),
          priority: sent.priority,
          is_private: sent.is_private,
          timestamp: '2026-01-02T10:00:00.000Z',
        };
        notes.unshift(note);
        return { status: 201, body: note };
      },
    });
    const user = userEvent.setup();
    renderScreen(<InternalNotesTab projectId="PRJ-004" canAdd />, '/admin/projects/PRJ-004');
    await screen.findByText('Older note');
    const add = screen.getByRole('button', { name: 'Add Note' });
    const text = screen.getByLabelText('New note');
    expect(add).toBeDisabled();
    await user.click(text);
    await user.paste('   ');
    expect(add).toBeDisabled();
    expect(api.sent('POST /api/admin/projects/PRJ-004/notes')).toHaveLength(0);

    await user.clear(text);
    await user.paste('Crane access from the north gate only.');
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.click(screen.getByRole('switch', { name: /Private/ }));
    await user.click(add);

    const list = await screen.findByRole('list', { name: 'Internal notes' });
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
        'Crane access from the north gate only.',
      );
    });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Private');
    expect(api.sent('POST /api/admin/projects/PRJ-004/notes')[0]?.body).toEqual({
      content: 'Crane access from the north gate only.',
      priority: 'High',
      is_private: true,
    });
    // The form is reset: empty, priority Medium, private off.
    expect(text).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('Medium');
    expect(screen.getByRole('switch', { name: /Private/ })).not.toBeChecked();
  });

  it('staff who may only view see the notes without the form; empty state', async () => {
    stubApi({
      'GET /api/admin/projects/PRJ-009/notes': {
        body: { items: [], total: 0, page: 1, page_size: 20 },
      },
    });
    renderScreen(
      <InternalNotesTab projectId="PRJ-009" canAdd={false} />,
      '/admin/projects/PRJ-009',
    );
    expect(await screen.findByText('No internal notes yet.')).toBeVisible();
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
  });
});
