import { z } from 'zod';

const envSchema = z.object({
  // The API lives on the same origin by default; a full URL lets a preview build talk to another host.
  VITE_API_BASE_URL: z
    .string()
    .regex(/^(\/|https?:\/\/)/, { error: 'must be a path starting with / or an http(s) URL' })
    .default('/api')
    .transform((url) => url.replace(/\/+$/, '')),
});

function parseEnv(source: Record<string, unknown>) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid build environment:\n${problems.join('\n')}`);
  }
  return { apiBaseUrl: result.data.VITE_API_BASE_URL };
}

export const env = parseEnv(import.meta.env);
