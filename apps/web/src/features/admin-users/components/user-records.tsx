import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { AlertEmailDelivery, AlertTextDelivery } from '@wildfire/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { type UserRecordKind, type UserRecordRows, useUserRecords } from '../api/get-user-records';
import type { LoginRecord, UserAlert, UserProject, UserProperty, UserTicket } from '../api/types';
import { EMPTY_TEXTS } from '../people-rules';
import { PagedList } from '@/components/ui/paged-list';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDateTime } from '@/lib/format/dates';

export function BackToUser({ userId }: { userId: number }) {
  return (
    <Text size="sm">
      <Anchor component={Link} to={paths.admin.user.getHref(userId)}>
        ← User details
      </Anchor>
    </Text>
  );
}

/** A user's sub-page: back to the user, then one paged list of their records. */
function UserRecords<K extends UserRecordKind>({
  userId,
  kind,
  errorTitle,
  emptyText,
  pagerLabel,
  children,
}: {
  userId: number;
  kind: K;
  errorTitle: string;
  emptyText: string;
  pagerLabel: string;
  children: (rows: UserRecordRows[K][]) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const query = useUserRecords(userId, kind, page);
  return (
    <Stack gap="sm">
      <BackToUser userId={userId} />
      <PagedList
        query={query}
        errorTitle={errorTitle}
        emptyText={emptyText}
        pagerLabel={pagerLabel}
        onPage={setPage}
      >
        {children}
      </PagedList>
    </Stack>
  );
}

function PropertiesTable({ rows }: { rows: UserProperty[] }) {
  return (
    <TableScroll minWidth={600} label="Properties">
      <Table striped aria-label="Properties">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Property</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Panel</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.address ?? '—'}</Table.Td>
              <Table.Td>{row.site_id ?? '—'}</Table.Td>
              <Table.Td>{row.role}</Table.Td>
              <Table.Td>{row.online ? 'Online' : 'Offline'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** What became of an alert's email and text, in the words support staff tell the customer. */
const EMAIL_DELIVERY: Record<AlertEmailDelivery, string> = {
  logged: 'Kept in log (no mail server)',
  sent: 'Sent',
  retrying: 'Failed, trying again',
  failed: 'Failed',
};
const TEXT_DELIVERY: Record<AlertTextDelivery, string> = {
  logged: 'Kept in log (no SMS gateway)',
  sent: 'Sent',
  delivered: 'Delivered',
  retrying: 'Failed, trying again',
  failed: 'Failed',
};

function AlertsTable({ rows }: { rows: UserAlert[] }) {
  return (
    <TableScroll minWidth={760} label="Alerts">
      <Table striped aria-label="Alerts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Read</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Text</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</Table.Td>
              <Table.Td>{row.type}</Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{row.read ? 'Read' : 'Unread'}</Table.Td>
              <Table.Td>{row.email ? EMAIL_DELIVERY[row.email] : 'Not emailed'}</Table.Td>
              <Table.Td>{row.text ? TEXT_DELIVERY[row.text] : 'Not texted'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function LoginsTable({ rows }: { rows: LoginRecord[] }) {
  return (
    <TableScroll minWidth={640} label="Login history">
      <Table striped aria-label="Login history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>IP Address</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>User Agent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.at}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</Table.Td>
              <Table.Td>{row.ip ?? '—'}</Table.Td>
              <Table.Td>{row.location ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" truncate="end" maw={300} title={row.user_agent ?? undefined}>
                  {row.user_agent ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** The person's projects, each opening the project page. */
function ProjectsTable({ rows }: { rows: UserProject[] }) {
  return (
    <TableScroll minWidth={720} label="Projects">
      <Table striped aria-label="Projects">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Project</Table.Th>
            <Table.Th>Property</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Deposit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.project.getHref(row.id)} size="sm">
                  {row.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.id}
                </Text>
              </Table.Td>
              <Table.Td>{row.property}</Table.Td>
              <Table.Td>{row.role || '—'}</Table.Td>
              <Table.Td>{row.status}</Table.Td>
              <Table.Td>{row.deposit}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

export const UserProperties = ({ userId }: { userId: number }) => (
  <UserRecords
    userId={userId}
    kind="properties"
    errorTitle="The properties could not be loaded"
    emptyText={EMPTY_TEXTS.properties}
    pagerLabel="Properties pages"
  >
    {(rows) => <PropertiesTable rows={rows} />}
  </UserRecords>
);

export const UserProjects = ({ userId }: { userId: number }) => (
  <UserRecords
    userId={userId}
    kind="projects"
    errorTitle="The projects could not be loaded"
    emptyText={EMPTY_TEXTS.projects}
    pagerLabel="Projects pages"
  >
    {(rows) => <ProjectsTable rows={rows} />}
  </UserRecords>
);

function TicketsTable({ rows }: { rows: UserTicket[] }) {
  return (
    <TableScroll minWidth={860} label="Support tickets">
      <Table striped aria-label="Support tickets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ticket ID</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Assigned To</Table.Th>
            <Table.Th>Last Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={paths.admin.supportTicket.getHref(row.id)}>
                  {row.id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.title}</Text>
                <Text size="xs">{row.description}</Text>
              </Table.Td>
              <Table.Td>{row.status}</Table.Td>
              <Table.Td>{row.priority}</Table.Td>
              <Table.Td>{row.category}</Table.Td>
              <Table.Td>{row.assigned_to ?? 'Unassigned'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.last_updated)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

export const UserSupportTickets = ({ userId }: { userId: number }) => (
  <UserRecords
    userId={userId}
    kind="support"
    errorTitle="The support tickets could not be loaded"
    emptyText={EMPTY_TEXTS.support}
    pagerLabel="Support tickets pages"
  >
    {(rows) => <TicketsTable rows={rows} />}
  </UserRecords>
);

export const UserAlerts = ({ userId }: { userId: number }) => (
  <UserRecords
    userId={userId}
    kind="alerts"
    errorTitle="The alerts could not be loaded"
    emptyText="No alerts sent to this user."
    pagerLabel="Alerts pages"
  >
    {(rows) => <AlertsTable rows={rows} />}
  </UserRecords>
);

export const UserLoginHistory = ({ userId }: { userId: number }) => (
  <UserRecords
    userId={userId}
    kind="login-history"
    errorTitle="The login history could not be loaded"
    emptyText="No sign-ins recorded for this user."
    pagerLabel="Login history pages"
  >
    {(rows) => <LoginsTable rows={rows} />}
  </UserRecords>
);
