import { Box, Center, Loader } from '@mantine/core';
import { MAP } from '@wildfire/shared';

/** Holds the band's place while the map code loads, so the page does not jump. */
export function BandPlaceholder() {
  return (
    <Center h={MAP.pageHeight} component={Box} bg="var(--mantine-color-default-hover)">
      <Loader size="sm" role="status" aria-label="Loading the map" />
    </Center>
  );
}
