import { config } from 'zod';

// The Content-Security-Policy forbids eval, so zod's compiled parsers can never run here. Saying
// so before any schema exists stops zod from probing with `new Function`, which the browser
// reports as a policy violation on every page.
config({ jitless: true });
