import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { DeviceNotifications } from './device-notifications';

const PUBLIC_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/device-1',
  expirationTime: null,
  keys: { p256dh: PUBLIC_KEY, auth: 'tBHItJI5svbpez7KI4CCXg' },
};

/** A browser with a service worker and push, its permission and subscription as given. */
function stubBrowserPush(options: { permission: NotificationPermission; subscribed: boolean }) {
  let subscription: {
    endpoint: string;
    toJSON: () => unknown;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const makeSubscription = () => ({
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(() => {
      subscription = null;
      return Promise.resolve(true);
    }),
  });
  if (options.subscribed) subscription = makeSubscription();
  const notification = {
    permission: options.permission,
    requestPermission: vi.fn(() => Promise.resolve(notification.permission)),
  };
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(subscription)),
    subscribe: vi.fn(() => {
      subscription = makeSubscription();
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
    },
  });
  return { notification, pushManager, current: () => subscription };
}

describe('My Account, Notifications on this device (issue 34)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('does not ask for permission until the person turns notifications on', async () => {
    const browser = stubBrowserPush({ permission: 'default', subscribed: false });
    stubApi({});
    renderWithProviders(<DeviceNotifications />);
    const toggle = await screen.findByRole('switch', { name: /^Notifications on this device/ });
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(browser.pushManager.getSubscription).toHaveBeenCalled());
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('turning it on asks permission, subscribes with the server’s key and stores the subscription', async () => {
    const browser = stubBrowserPush({ permission: 'default', subscribed: false });
    browser.notification.requestPermission.mockImplementation(() => {
      browser.notification.permission = 'granted';
      return Promise.resolve('granted');
    });
    const api = stubApi({
      'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
      'POST /api/push/subscriptions': {
        status: 201,
        body: { id: 1, endpoint: SUBSCRIPTION.endpoint },
      },
    });
    renderWithProviders(<DeviceNotifications />);
    await userEvent.click(
      await screen.findByRole('switch', { name: /^Notifications on this device/ }),
    );

    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /^Notifications on this device/ })).toBeChecked(),
    );
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(api.sent('POST /api/push/subscriptions')[0]!.body).toEqual(SUBSCRIPTION);
  });

  it('a refused permission leaves it off, says how to allow it, and stores nothing', async () => {
    const browser = stubBrowserPush({ permission: 'default', subscribed: false });
    browser.notification.requestPermission.mockResolvedValue('denied');
    const api = stubApi({ 'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } } });
    renderWithProviders(<DeviceNotifications />);
    await userEvent.click(
      await screen.findByRole('switch', { name: /^Notifications on this device/ }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications are blocked for this site',
    );
    expect(screen.getByRole('switch', { name: /^Notifications on this device/ })).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.sent('POST /api/push/subscriptions')).toHaveLength(0);
  });

  it('turning it off removes this device’s subscription at the server and in the browser', async () => {
    const browser = stubBrowserPush({ permission: 'granted', subscribed: true });
    const api = stubApi({ 'DELETE /api/push/subscriptions': { status: 204 } });
    renderWithProviders(<DeviceNotifications />);
    const toggle = await screen.findByRole('switch', { name: /^Notifications on this device/ });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.sent('DELETE /api/push/subscriptions')[0]!.body).toEqual({
      endpoint: SUBSCRIPTION.endpoint,
    });
    expect(browser.current()).toBeNull();
  });

  it('Send a test notification says what the push service did', async () => {
    stubBrowserPush({ permission: 'granted', subscribed: true });
    stubApi({
      'POST /api/push/test': {
        body: {
          status: 'failed',
          error: 'No device has notifications turned on.',
          devices: [],
        },
      },
    });
    renderWithProviders(<DeviceNotifications />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Not sent: No device has notifications turned on.',
    );
  });

  it('a browser without push says so instead of offering a switch that cannot work', async () => {
    stubApi({});
    renderWithProviders(<DeviceNotifications />);
    expect(
      await screen.findByText(/This browser cannot show notifications from the portal/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
