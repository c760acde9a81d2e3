import { ApiError } from '@/lib/api-client';

/**
 * The server's reason for a rejected request: the sentence for the field it names when there is
 * one ("Email must be an email address such as name@example.com"), else its message.
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof Error) || error.message === '') return 'Something went wrong.';
  if (error instanceof ApiError) return Object.values(error.fields)[0] ?? error.message;
  return error.message;
}
