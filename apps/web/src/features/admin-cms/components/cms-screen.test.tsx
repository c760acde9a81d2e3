import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { CmsScreen } from './cms-screen';

const SLOW = { timeout: 20_000 };
const EMPTY = { items: [], total: 0, page: 1, page_size: 20 };

describe('CMS', SLOW, () => {
  it('an empty library, media and templates say so', async () => {
    stubApi({
      'GET /api/admin/cms/stats': {
        body: {
          total: 0,
          by_status: { draft: 0, review: 0, approved: 0, published: 0, archived: 0 },
          total_views: 0,
          media: 0,
          templates: 0,
        },
      },
      'GET /api/admin/cms/content': { body: EMPTY },
      'GET /api/admin/cms/media': {
        body: {
          ...EMPTY,
          max_bytes: { image: 10_485_760, video: 104_857_600, document: 20_971_520 },
          allowed_extensions: ['png'],
        },
      },
      'GET /api/admin/cms/templates': { body: { templates: [] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CmsScreen permissions={['view_cms_content']} />);

    expect(await screen.findByText('No content yet.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Media Library' }));
    expect(await screen.findByText(/^No media yet\./)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(await screen.findByText('No templates yet.')).toBeVisible();
  });
});
