// The Content-Security-Policy forbids eval, so zod's compiled parsers can never run here. Saying
// so before any schema exists stops zod from probing with `new Function`, which the browser
// reports as a policy violation on every page.
//
// Through zod's public `config`, from zod's core module only: the login page, which creates no
// schema, loads that small module and not the rest of zod (the build keeps it out of zod's file,
// vite.config.ts).
import { config } from 'zod/v4/core';

config({ jitless: true });
