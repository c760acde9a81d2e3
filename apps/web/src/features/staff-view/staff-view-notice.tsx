import { Alert } from '@mantine/core';

import { useSelectedProperty } from '@/lib/property-selection';

/** Says plainly that a staff member is looking at a customer's property and cannot change it. */
export function StaffViewNotice() {
  const { property } = useSelectedProperty();
  if (!property?.staff_view) return null;
  return (
    <Alert color="blue" variant="light" title="Staff view (read-only)" m="md" mb={0}>
      You are seeing {property.name} as its Guests see it. Nothing can be changed or started from
      this view.
    </Alert>
  );
}
