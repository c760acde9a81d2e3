/**
 * The server's reason for a rejected request, without the request part it names
 * ("body.email: email must be a valid email address" reads "email must be a valid email address").
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof Error) || error.message === '') return 'Something went wrong.';
  return error.message.replace(/^body(\.\w+)*: /, '');
}
