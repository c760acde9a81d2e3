/** Types of system-chromium.mjs, for the TypeScript that imports it (the Playwright config). */
export declare function findChromium(options?: { preferHeadlessShell?: boolean }): string | null;
export declare function requireChromium(
  what: string,
  options?: { preferHeadlessShell?: boolean },
): string;
