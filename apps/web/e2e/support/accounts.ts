import { fileURLToPath } from 'node:url';

/** Demo accounts seeded with DEMO_SEED (ARCHITECTURE.md, demo accounts). */
export const DEMO_PASSWORD = 'wildfire-demo';
export const OWNER_EMAIL = 'owner@demo.test';

/** An address no demo account uses, so failed attempts never throttle a real demo login. */
export const UNKNOWN_EMAIL = 'nobody-e2e@demo.test';

/**
 * Saved signed-in browser state per role, written by auth.setup.ts. Each server (E2E_PORT)
 * signs its own tokens, so each keeps its own folder.
 */
const authDir = `../.auth/${process.env.E2E_PORT ?? '3100'}`;
export const ownerStorageState = fileURLToPath(new URL(`${authDir}/owner.json`, import.meta.url));
