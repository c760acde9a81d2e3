import '@testing-library/jest-dom/vitest';

import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { fakeMatchMedia } from './media-query';

// jsdom has no layout engine; Mantine and the reduced-motion check ask for these.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: fakeMatchMedia(() => false),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => {};

// jsdom has no font loading API; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

// Mantine screens are heavy in jsdom on a shared machine: findBy and waitFor may wait up to 5 s
// (a limit, not a delay).
configure({ asyncUtilTimeout: 5_000 });

// An unexpected console.error is a bug the test would otherwise hide.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

// Test files share one page and the modules loaded in their worker (`isolate: false` in
// vite.config.ts): what a test leaves in the page, the storages or a module's store is cleared.
afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
