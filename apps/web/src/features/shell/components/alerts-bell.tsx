import { ActionIcon } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useAlertsSummary } from '../api/get-alerts-summary';
import classes from './alerts-bell.module.css';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
      />
    </svg>
  );
}

/** The link's name says what the badge shows, so the badge itself is hidden from screen readers. */
export const bellLabel = (unreadUrgent: number) =>
  unreadUrgent > 0 ? `Alerts, ${String(unreadUrgent)} unread urgent` : 'Alerts';

/** The header bell: a link to /alerts with a badge counting unread urgent alerts. */
export function AlertsBell() {
  const { data } = useAlertsSummary();
  const unreadUrgent = data?.unread_urgent ?? 0;

  return (
    // The count sits over the bell's corner by design (the back-office sweep lets it).
    <span className={classes.bell} data-overflow-ok>
      <ActionIcon
        component={Link}
        to={paths.alerts.getHref()}
        variant="default"
        size="lg"
        radius="md"
        aria-label={bellLabel(unreadUrgent)}
      >
        <BellIcon />
      </ActionIcon>
      {unreadUrgent > 0 && (
        <span className={classes.badge} aria-hidden="true" data-testid="alerts-badge">
          {unreadUrgent > 99 ? '99+' : unreadUrgent}
        </span>
      )}
    </span>
  );
}
