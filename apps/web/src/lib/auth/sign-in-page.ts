import { paths } from '@/config/paths';

/*
 * The sign-in page is a document of its own (login.html, decision 030): it starts with a third of
 * the app's code, so an owner on a weak cellular link can sign in sooner. The app and that page
 * hand over with a full page load: where to go after signing in travels in the address
 * (`/login?next=/alerts`), so it survives a reload; the message to show once ("Your session has
 * expired", "Your password was changed") travels in this tab's session storage, so nobody can put
 * words on the sign-in page with a crafted link.
 */

const NEXT = 'next';
const MESSAGES_KEY = 'sign_in_messages';

export interface SignInMessages {
  /** A warning carried over, such as "Your session has expired. Please log in again." */
  notice: string | null;
  /** Good news carried over, such as the server's "Your password was changed". */
  success: string | null;
}

/**
 * Where signing in may lead: a page of this site, never another site (`//evil.example`,
 * `/\evil.example`, or one hidden behind a tab the browser strips) and never the sign-in page
 * itself. Anything else leads home.
 */
export function returnPath(wanted: string | null | undefined): string {
  const home = paths.home.getHref();
  if (!wanted?.startsWith('/')) return home;
  let url: URL;
  try {
    // Resolved the way the browser will resolve it, then kept only if it stays on this site.
    url = new URL(wanted, window.location.origin);
  } catch {
    return home;
  }
  if (url.origin !== window.location.origin || url.pathname === paths.login.path) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address; signing in there leads on to `next`. */
export function signInHref(next?: string): string {
  const target = returnPath(next);
  return target === paths.home.getHref()
    ? paths.login.getHref()
    : `${paths.login.getHref()}?${new URLSearchParams({ [NEXT]: target }).toString()}`;
}

/** Where the sign-in page was asked to lead, read from its address. */
export function returnPathFrom(search: string): string {
  return returnPath(new URLSearchParams(search).get(NEXT));
}

/** Full page loads between the two documents, in one object so tests can watch them. */
export const pageLoads = {
  replace(href: string): void {
    window.location.replace(href);
  },
};

/** Leaves the app for the sign-in page, with the messages it is to show once. */
export function openSignInPage(next: string | undefined, messages: SignInMessages): void {
  try {
    if (messages.notice !== null || messages.success !== null) {
      window.sessionStorage.setItem(MESSAGES_KEY, JSON.stringify(messages));
    }
  } catch {
    // Storage unavailable (private browsing): the page opens without the message.
  }
  pageLoads.replace(signInHref(next));
}

/** The messages the app left for the sign-in page; each is shown once, then forgotten. */
export function takeSignInMessages(): SignInMessages {
  const none: SignInMessages = { notice: null, success: null };
  try {
    const stored = window.sessionStorage.getItem(MESSAGES_KEY);
    window.sessionStorage.removeItem(MESSAGES_KEY);
    if (stored === null) return none;
    const parsed = JSON.parse(stored) as Partial<Record<keyof SignInMessages, unknown>>;
    return {
      notice: typeof parsed.notice === 'string' ? parsed.notice : null,
      success: typeof parsed.success === 'string' ? parsed.success : null,
    };
  } catch {
    return none;
  }
}
