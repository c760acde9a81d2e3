import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '#src/db/client';
import { badRequest } from '#src/lib/http-errors';
import { recordAudit, type AuditEntry } from '#src/repositories/audit';

/**
 * Add a note to a property or a project: blank text is refused and nothing is stored; the
 * note and its audit entry are written together.
 */
export async function addNote<Note extends { id: number }>(
  app: FastifyInstance,
  request: FastifyRequest,
  text: string,
  note: {
    /** Answers 404 when what the note is about does not exist. */
    subjectOr404: () => Promise<unknown>;
    insert: (tx: Executor, content: string) => Promise<Note>;
    audit: (note: Note) => AuditEntry;
  },
): Promise<Note> {
  const content = text.trim();
  if (content === '') throw badRequest('content: a note needs some text');
  await note.subjectOr404();
  return app.db.transaction(async (tx) => {
    const row = await note.insert(tx, content);
    await recordAudit(tx, request, note.audit(row));
    return row;
  });
}
