import { Paper, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import type { PermissionId } from '@wildfire/shared';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useCmsStats } from '../api/get-cms-stats';
import { AnalyticsTab } from './analytics-tab';
import { ContentLibrary } from './content-library';
import { MediaLibrary } from './media-library';
import { TemplatesTab } from './templates-tab';
import { formatCount } from '@/lib/format/numbers';

function StatsCards() {
  const stats = useCmsStats();
  if (stats.isError) {
    return (
      <QueryErrorAlert
        title="The content figures could not be loaded"
        error={stats.error}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const data = stats.data;
  const cards = [
    { label: 'Total Content', value: data?.total },
    { label: 'Published', value: data?.by_status.published },
    { label: 'In Review', value: data?.by_status.review },
    { label: 'Approved', value: data?.by_status.approved },
    { label: 'Drafts', value: data?.by_status.draft },
    { label: 'Archived', value: data?.by_status.archived },
    { label: 'Total Views', value: data?.total_views },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
      {cards.map((card) => (
        <Paper
          key={card.label}
          withBorder
          p="sm"
          radius="md"
          component="article"
          aria-label={card.label}
        >
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          {card.value === undefined ? (
            <Skeleton h={28} mt={4} aria-label={`Loading ${card.label}`} />
          ) : (
            <Text fz={24} fw={700}>
              {formatCount(card.value)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

type CmsTab = 'content' | 'media' | 'templates' | 'analytics';

/** CMS (/admin/cms): stats cards; Content Library, Media Library, Templates and Analytics. */
export function CmsScreen({ permissions }: { permissions: readonly PermissionId[] }) {
  const [tab, setTab] = useState<CmsTab>('content');
  return (
    <Stack gap="md">
      <StatsCards />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value) setTab(value as CmsTab);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="content">Content Library</Tabs.Tab>
          <Tabs.Tab value="media">Media Library</Tabs.Tab>
          <Tabs.Tab value="templates">Templates</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="content">
          <ContentLibrary permissions={permissions} />
        </Tabs.Panel>
        <Tabs.Panel value="media">
          <MediaLibrary permissions={permissions} />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <TemplatesTab
            permissions={permissions}
            onDraftCreated={() => {
              setTab('content');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <AnalyticsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
