import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { PARTNER_FILTER_LABELS, PARTNER_FILTERS, type PartnerFilter } from '@wildfire/shared';

import classes from './partner-stat-cards.module.css';

/**
 * The five stat cards of the partner list (admin-back-office.md 2.21). Each is a toggle button:
 * pressing one filters the list to it, pressing it again clears the filter.
 */
export function PartnerStatCards({
  stats,
  active,
  onToggle,
}: {
  stats: Record<PartnerFilter, number> | undefined;
  active: PartnerFilter | null;
  onToggle: (filter: PartnerFilter) => void;
}) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="sm"
      aria-label="Partner filters"
      role="group"
    >
      {PARTNER_FILTERS.map((filter) => {
        const pressed = active === filter;
        return (
          <UnstyledButton
            key={filter}
            className={classes.card}
            data-pressed={pressed || undefined}
            aria-pressed={pressed}
            onClick={() => {
              onToggle(filter);
            }}
          >
            <Text size="sm" fw={600}>
              {PARTNER_FILTER_LABELS[filter]}
            </Text>
            <Text fz={28} fw={700} lh={1.2}>
              {stats ? String(stats[filter]) : '–'}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
