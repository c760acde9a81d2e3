/// <reference lib="webworker" />
/**
 * The installable app's service worker (docs/notifications.md, decision 071):
 * - the app shell (both pages, their scripts and styles) is precached at install and served
 *   when the network is gone; a new build replaces it by itself (autoUpdate);
 * - the answers a signed-in person last read of their properties and panels are kept, and
 *   served only when the network fails, marked with when they were stored, so the screens show
 *   them as last known with their age, never as live;
 * - push notifications are shown with an Acknowledge action (and Cancel start for an automatic
 *   activation counting down), which acknowledges the alert (or cancels the start) with
 *   the person's session, or opens the property's dashboard when it cannot.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import {
  LAST_KNOWN_AT_HEADER,
  LAST_KNOWN_CACHE,
  keepsLastKnown,
  SESSION_CACHE,
  SESSION_KEY,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// autoUpdate: a new build's worker takes over at once; the next navigation gets the new shell.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the portal and back-office is the app's document; /login is its own (decision 030).
// Workbox matches the path with its query: /login?next=%2Falerts is the sign-in page too.
const SIGN_IN_PAGE = /^\/login\/?(\?.*)?$/;
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/login.html'), { allowlist: [SIGN_IN_PAGE] }),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, SIGN_IN_PAGE],
  }),
);

/** Network first; on a failed network, the last answer this person had, marked as such. */
async function networkThenLastKnown(request: Request): Promise<Response> {
  const cache = await caches.open(LAST_KNOWN_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const stored = new Headers(response.headers);
      stored.set(LAST_KNOWN_AT_HEADER, new Date().toISOString());
      const body = await response.clone().arrayBuffer();
      await cache.put(request, new Response(body, { status: 200, headers: stored }));
      await rememberSession(request);
    } else if (response.status === 401) {
      await forgetSession();
    }
    return response;
  } catch (error) {
    const copy = await cache.match(request);
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !keepsLastKnown(event.request.method, url.pathname))
    return;
  // Only for a signed-in request: never another person's copy to somebody signed out.
  if (!event.request.headers.get('authorization')) return;
  event.respondWith(networkThenLastKnown(event.request));
});

/** The session the app last used, so the Acknowledge action can act for the person. */
async function rememberSession(request: Request) {
  const authorization = request.headers.get('authorization');
  if (!authorization) return;
  const cache = await caches.open(SESSION_CACHE);
  await cache.put(SESSION_KEY, new Response(authorization));
}

async function forgetSession() {
  await caches.delete(SESSION_CACHE);
}

async function storedAuthorization() {
  const cache = await caches.open(SESSION_CACHE);
  const stored = await cache.match(SESSION_KEY);
  return stored ? stored.text() : null;
}

interface NotificationData {
  url: string;
  /** Where the Acknowledge action posts (the owner's or the back-office's route). */
  acknowledgePath: string | null;
  /** The site whose automatic activation the Cancel start action cancels. */
  cancelSiteId: string | null;
}

self.addEventListener('push', (event) => {
  let payload: {
    title?: string;
    body?: string;
    url?: string;
    acknowledgePath?: string | null;
    tag?: string;
    urgent?: boolean;
    cancelSiteId?: string | null;
    actions?: Array<{ action: string; title: string }>;
  } = {};
  try {
    payload = (event.data?.json() ?? {}) as typeof payload;
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const data: NotificationData = {
    url: payload.url ?? '/alerts',
    acknowledgePath: payload.acknowledgePath ?? null,
    cancelSiteId: payload.cancelSiteId ?? null,
  };
  const options: NotificationOptions & {
    actions?: Array<{ action: string; title: string }>;
    renotify?: boolean;
  } = {
    body: payload.body ?? '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: payload.tag ?? 'wildfire',
    renotify: true,
    // An urgent alarm stays on screen until the person does something with it.
    requireInteraction: payload.urgent === true,
    data,
    actions: payload.actions ?? [],
  };
  event.waitUntil(self.registration.showNotification(payload.title ?? 'Wildfire Defense', options));
});

/** Focus an open window of the app on `url`, or open one. */
async function openPage(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (same) {
    await same.focus();
    await same.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}

/** POST one of the app's routes with the stored session; false when it could not. */
async function postAsPerson(path: string) {
  const authorization = await storedAuthorization();
  if (!authorization) return false;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { authorization, accept: 'application/json' },
    });
    if (response.status === 401) await forgetSession();
    return response.ok;
  } catch {
    return false;
  }
}

const cancelStart = (siteId: string) =>
  postAsPerson(`/api/fire/auto-activation/cancel?site_id=${encodeURIComponent(siteId)}`);

self.addEventListener('notificationclick', (event) => {
  const data = (event.notification.data ?? {}) as Partial<NotificationData>;
  const url = data.url ?? '/alerts';
  event.notification.close();
  if (event.action === 'cancel-start' && typeof data.cancelSiteId === 'string') {
    const siteId = data.cancelSiteId;
    event.waitUntil(
      cancelStart(siteId).then(async (done) => {
        // Could not cancel for the person (signed out, offline, already started): the
        // dashboard shows where it stands and has Cancel too.
        if (!done) await openPage(url);
      }),
    );
    return;
  }
  if (event.action === 'acknowledge' && typeof data.acknowledgePath === 'string') {
    const path = data.acknowledgePath;
    event.waitUntil(
      postAsPerson(path).then(async (done) => {
        // Could not act for the person (signed out, offline): the page lets them do it.
        if (!done) await openPage(url);
      }),
    );
    return;
  }
  event.waitUntil(openPage(url));
});
