import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { commands } from '../db/schema';

export type CommandRow = typeof commands.$inferSelect;

/** Store a command as pending; it is stored before anything is sent, so nothing is lost. */
export async function insertCommand(
  db: Executor,
  values: {
    siteId: string;
    tag: string;
    value: number;
    /** Null for a start the server sent by an automatic-activation rule (`automatic`). */
    requestedBy: number | null;
    clientRequestId?: string | null;
    automatic?: CommandRow['automatic'];
    /** A command refused before it was sent (the panel is offline) is stored as failed. */
    status?: CommandRow['status'];
    error?: string | null;
    completedAt?: Date | null;
  },
): Promise<CommandRow> {
  const [row] = await db
    .insert(commands)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('command insert returned nothing');
  return row;
}

export async function findCommand(
  db: Executor,
  commandId: string,
): Promise<CommandRow | undefined> {
  const [row] = await db.select().from(commands).where(eq(commands.id, commandId)).limit(1);
  return row;
}

/** The command a client already sent with this request id, if any. */
export async function findCommandByRequest(db: Executor, userId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(commands)
    .where(and(eq(commands.requestedBy, userId), eq(commands.clientRequestId, requestId)))
    .limit(1);
  return row;
}
