import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

export interface MenuUser {
  name: string;
  email: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The header's user menu: who is signed in, their account pages and Logout. */
export function UserMenu({ user, onLogout }: { user: MenuUser; onLogout: () => void }) {
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.name}`}>
          <Avatar color="orange" radius="xl" size={36}>
            {initials(user.name) || '?'}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.account.getHref()}>
          My Account
        </Menu.Item>
        <Menu.Item component={Link} to={paths.inbox.getHref()}>
          Inbox
        </Menu.Item>
        <Menu.Item component={Link} to={paths.subscription.getHref()}>
          Subscription
        </Menu.Item>
        <Menu.Item component={Link} to={paths.paymentHistory.getHref()}>
          Payment History
        </Menu.Item>
        <Menu.Item component={Link} to={paths.accountManageUsers.getHref()}>
          Manage Users
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
