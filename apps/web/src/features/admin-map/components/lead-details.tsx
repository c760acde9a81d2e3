import { Badge, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { leadColor } from '@wildfire/shared';

import type { MapLead } from '../api/get-admin-map';
import { MARKER_FILL } from './marker-icons';
import { formatDate } from '@/lib/format/dates';
import { formatWholeDollars } from '@/lib/format/money';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </>
  );
}

/** View Lead Details: every field of the lead (admin-back-office.md section 3, Lead). */
export function LeadDetails({ lead, onClose }: { lead: MapLead | null; onClose: () => void }) {
  return (
    <Modal opened={lead !== null} onClose={onClose} title={lead?.property_name ?? 'Lead'} centered>
      {lead && (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            <Row label="Owner" value={lead.owner_name} />
            <Row label="Address" value={lead.address} />
            <Row
              label="Status"
              value={
                <Badge color={MARKER_FILL[leadColor(lead.status)]} tt="capitalize">
                  {lead.status}
                </Badge>
              }
            />
            <Row label="Property type" value={lead.property_type} />
            <Row
              label="Acreage"
              value={lead.acreage === null ? '—' : `${String(lead.acreage)} acres`}
            />
            <Row
              label="Estimated value"
              value={
                lead.estimated_value_cents === null
                  ? '—'
                  : formatWholeDollars(lead.estimated_value_cents / 100)
              }
            />
            <Row label="Risk level" value={lead.risk_level} />
            <Row label="Last contact" value={formatDate(lead.last_contact_at)} />
            <Row label="Email" value={lead.email ?? '—'} />
            <Row label="Phone" value={lead.phone ?? '—'} />
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
