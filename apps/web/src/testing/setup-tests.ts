import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
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

// An unexpected console.error is a bug the test would otherwise hide.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
