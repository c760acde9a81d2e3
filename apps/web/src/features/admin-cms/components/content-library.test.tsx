import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import type { ContentSummary } from '../api/types';
import { ContentLibrary } from './content-library';

const SLOW = { timeout: 20_000 };
const EDITOR = ['view_cms_content', 'create_cms_content', 'edit_cms_content'] as const;
const EVERYTHING = [...EDITOR, 'publish_cms_content', 'delete_cms_content'] as const;

const item = (overrides: Partial<ContentSummary>): ContentSummary => ({
  id: 1,
  slug: 'red-flag-warning',
  title: 'Red Flag Warning: what it means',
  type: 'blog-post',
  status: 'approved',
  author: 'Alex Morgan',
  last_modified: '2026-01-05T10:00:00.000Z',
  publish_date: null,
  category: 'Fire Weather',
  tags: ['NWS'],
  word_count: 120,
  views: 0,
  ...overrides,
});

const page = (items: ContentSummary[]) => ({
  body: { items, total: items.length, page: 1, page_size: 20 },
});

describe('Content Library', SLOW, () => {
  it('lists content with type, status, author and views; filters go to the server', async () => {
    const api = stubApi({ 'GET /api/admin/cms/content': page([item({ views: 1234 })]) });
    const user = userEvent.setup();
    renderWithProviders(<ContentLibrary permissions={[...EDITOR]} />);

    const table = await screen.findByRole('table', { name: 'Content' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Red Flag Warning: what it means');
    expect(row).toHaveTextContent('Blog Post');
    expect(row).toHaveTextContent('Approved');
    expect(row).toHaveTextContent('Alex Morgan');
    expect(row).toHaveTextContent('1,234');
    expect(screen.getByText('Showing 1 of 1 items')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Video' }));
    await waitFor(() => {
      expect(api.sent('GET /api/admin/cms/content').at(-1)!.url.searchParams.get('type')).toBe(
        'video',
      );
    });
  });

  it('offers only the moves the workflow and the permissions allow: an editor cannot publish', async () => {
    stubApi({ 'GET /api/admin/cms/content': page([item({ status: 'approved' })]) });
    renderWithProviders(<ContentLibrary permissions={[...EDITOR]} />);
    await screen.findByRole('table', { name: 'Content' });
    // Approved content moves only to Published, which the editor may not do.
    expect(
      screen.queryByRole('button', { name: 'Change status of Red Flag Warning: what it means' }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('publishing asks first, then sends the move', async () => {
    const api = stubApi({
      'GET /api/admin/cms/content': page([item({ status: 'approved' })]),
      'POST /api/admin/cms/content/1/status': { body: item({ status: 'published' }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ContentLibrary permissions={[...EVERYTHING]} />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Change status of Red Flag Warning: what it means',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('It goes live for customers at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => {
      expect(api.sent('POST /api/admin/cms/content/1/status')[0]?.body).toEqual({
        status: 'published',
      });
    });
  });

  it('delete asks for confirmation before it deletes', async () => {
    const api = stubApi({
      'GET /api/admin/cms/content': page([item({ status: 'draft' })]),
      'DELETE /api/admin/cms/content/1': { status: 204 },
    });
    const user = userEvent.setup();
    renderWithProviders(<ContentLibrary permissions={[...EVERYTHING]} />);
    await user.click(
      await screen.findByRole('button', { name: 'Delete Red Flag Warning: what it means' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(api.sent('DELETE /api/admin/cms/content/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(api.sent('DELETE /api/admin/cms/content/1')).toHaveLength(1);
    });
  });

  it('New Content checks the title before sending', async () => {
    const api = stubApi({ 'GET /api/admin/cms/content': page([]) });
    const user = userEvent.setup();
    renderWithProviders(<ContentLibrary permissions={[...EDITOR]} />);
    expect(await screen.findByText('No content yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New Content' }));
    const form = await screen.findByRole('form', { name: 'New content' });
    await user.click(within(form).getByRole('button', { name: 'Save Draft' }));
    expect(await within(form).findByText('Title is required')).toBeVisible();
    expect(api.sent('POST /api/admin/cms/content')).toHaveLength(0);
  });

  it('a failed load shows the error with Retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/cms/content': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'Something broke.' } } }
          : page([item({})]),
    });
    const user = userEvent.setup();
    renderWithProviders(<ContentLibrary permissions={[...EDITOR]} />);
    expect(await screen.findByText('The content could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Content' })).toBeVisible();
  });
});
