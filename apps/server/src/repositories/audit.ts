import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';
import { redactUrl } from '../lib/redaction';

export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  /** Who acted, when not the signed-in caller (a failed sign-in has no caller). */
  userId?: number | null;
}

/**
 * Record who did what, when and from where; it feeds the activity log. The address and the
 * referring page are kept without their secrets (an invitation's or a reset link's token).
 */
export async function recordAudit(db: Executor, request: FastifyRequest, entry: AuditEntry) {
  const referrer = redactUrl(request.headers.referer);
  await db.insert(auditLog).values({
    userId: entry.userId !== undefined ? entry.userId : (request.auth?.user.id ?? null),
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    method: request.method,
    url: redactUrl(request.url),
    referrer: referrer ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    details: entry.details ?? null,
  });
}
