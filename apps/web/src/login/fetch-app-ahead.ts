/** The meta tag the build writes into login.html, naming the app's entry file (vite.config.ts). */
export const APP_ENTRY_META = 'wildfire-app-entry';

/**
 * Once the visitor starts typing, asks the browser to fetch the app's entry file into its cache,
 * so the dashboard does not wait for it after signing in. Not before: someone who only opens the
 * page does not pay for the app (decision 030). A prefetch only fetches; nothing of the app runs
 * here. The dev server writes no such tag, and then nothing is fetched.
 */
export function fetchAppAheadOnFirstInput(page: Document = document): void {
  const href = page.querySelector<HTMLMetaElement>(`meta[name="${APP_ENTRY_META}"]`)?.content;
  if (!href) return;
  page.addEventListener(
    'input',
    () => {
      const link = page.createElement('link');
      link.setAttribute('rel', 'prefetch');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      page.head.append(link);
    },
    { capture: true, once: true },
  );
}
