import { Center, Loader } from '@mantine/core';

/** Full-height spinner for screens whose data or code is still on its way. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
