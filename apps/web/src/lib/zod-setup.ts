// The Content-Security-Policy forbids eval, so zod's compiled parsers can never run here. Saying
// so before any schema exists stops zod from probing with `new Function`, which the browser
// reports as a policy violation on every page.
//
// Set through the global object where zod keeps its settings, shared by every copy of zod
// (zod/v4/core/core.js), instead of through zod's `config`: importing zod here would load all of
// it with the login page, which creates no schema.
const ZOD_SETTINGS = '__zod_globalConfig';
const scope = globalThis as { [ZOD_SETTINGS]?: Record<string, unknown> };
Object.assign((scope[ZOD_SETTINGS] ??= {}), { jitless: true });

export {};
