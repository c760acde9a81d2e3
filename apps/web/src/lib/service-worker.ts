/**
 * Registers the service worker (src/service-worker/sw.ts) once the page has loaded, so it takes
 * nothing from the first load; it then precaches the shell in the background. Not in the dev
 * server, where there is no built worker.
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, a browser without it): the app works as a page.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
