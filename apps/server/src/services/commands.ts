import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMMAND_TIMEOUT_MS, panelTopic, type CommandMessage } from '@wildfire/shared';
import { commands, panelLog, panelMessages } from '../db/schema';
import type { CommandRow } from '../repositories/commands';
import { publishServerEvent } from './server-events';

/** How long a publish may wait for the broker's acknowledgement before it counts as failed. */
const PUBLISH_TIMEOUT_MS = 3_000;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the broker did not confirm in time')), ms).unref(),
    ),
  ]);

/**
 * Deliver a stored command to its panel. The command row exists before this runs, so a
 * failure is recorded on it (`failed`, with the reason) instead of vanishing.
 */
export async function deliverCommand(
  app: FastifyInstance,
  command: CommandRow,
): Promise<CommandRow> {
  const client = app.broker.client;
  const message: CommandMessage = {
    command_id: command.id,
    tag: command.tag,
    value: command.value,
    ts: Date.now(),
    expires_at: command.requestedAt.getTime() + COMMAND_TIMEOUT_MS,
  };
  const payload = JSON.stringify(message);
  try {
    // Queueing while disconnected would make the person wait for nothing: fail at once.
    if (!client.connected) throw new Error('the message broker is unreachable');
    await withTimeout(
      client.publishAsync(panelTopic(command.siteId, 'commands'), payload, { qos: 1 }),
      PUBLISH_TIMEOUT_MS,
    );
  } catch (error) {
    const reason = `Could not send the command to the panel: ${error instanceof Error ? error.message : String(error)}`;
    const [failed] = await app.db
      .update(commands)
      .set({ status: 'failed', completedAt: new Date(), error: reason })
      .where(and(eq(commands.id, command.id), eq(commands.status, 'pending')))
      .returning();
    publishServerEvent(client, command.siteId, 'command', {
      command_id: command.id,
      status: 'failed',
      tag: command.tag,
      error: reason,
    });
    return failed ?? command;
  }
  const [sent] = await app.db
    .update(commands)
    .set({ sentAt: new Date() })
    .where(eq(commands.id, command.id))
    .returning();
  await app.db
    .insert(panelMessages)
    .values({ siteId: command.siteId, direction: 'down', channel: 'commands', payload });
  return sent ?? command;
}

/** Pending commands older than 10 s are timed out (any instance may do it; the update is idempotent). */
export async function timeOutStaleCommands(app: FastifyInstance, now = new Date()) {
  const error = `The panel did not answer within ${COMMAND_TIMEOUT_MS / 1000} seconds.`;
  const expired = await app.db
    .update(commands)
    .set({ status: 'timed_out', completedAt: now, error })
    .where(
      and(
        eq(commands.status, 'pending'),
        lt(commands.requestedAt, new Date(now.getTime() - COMMAND_TIMEOUT_MS)),
      ),
    )
    .returning({ id: commands.id, siteId: commands.siteId, tag: commands.tag });
  for (const c of expired) {
    publishServerEvent(app.broker.client, c.siteId, 'command', {
      command_id: c.id,
      status: 'timed_out',
      tag: c.tag,
      error,
    });
  }
  if (expired.length > 0) {
    await app.db.insert(panelLog).values(
      expired.map((c) => ({
        siteId: c.siteId,
        level: 'WARN' as const,
        message: `Command ${c.tag} timed out: no answer from the panel`,
      })),
    );
  }
  return expired.length;
}
