import { afterEach, describe, expect, it } from 'vitest';

import { APP_ENTRY_META, fetchAppAheadOnFirstInput } from './fetch-app-ahead';

const prefetches = () => [...document.head.querySelectorAll('link[rel="prefetch"]')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the sign-in page fetches the app's entry once the visitor starts typing", () => {
  it('nothing on opening the page; one prefetch of the named file on the first input', () => {
    const meta = document.createElement('meta');
    meta.name = APP_ENTRY_META;
    meta.content = '/assets/main-abc123.js';
    document.head.append(meta);
    const field = document.createElement('input');
    document.body.append(field);

    fetchAppAheadOnFirstInput();
    expect(prefetches()).toHaveLength(0);

    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('input', { bubbles: true }));

    expect(prefetches()).toHaveLength(1);
    expect(prefetches()[0]).toHaveAttribute('href', '/assets/main-abc123.js');
    expect(prefetches()[0]).toHaveAttribute('as', 'script');
  });

  it('without the tag (the dev server) nothing is fetched', () => {
    const field = document.createElement('input');
    document.body.append(field);

    fetchAppAheadOnFirstInput();
    field.dispatchEvent(new Event('input', { bubbles: true }));

    expect(prefetches()).toHaveLength(0);
  });
});
