import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client.js'
import { ofTenant } from '../db/tenancy.js'
import { AppError } from '../shared/errors.js'
import type { Clock } from '../shared/clock.js'
import type { Tenant } from '../shared/tenant.js'
import { idempotencyKeys } from './idempotency.tables.js'

/** How long a stored outcome answers a retried key (CONTRACT.md: 24 h). */
const RETENTION_MS = 24 * 60 * 60 * 1000
/** A first request that never finished (crash, lost connection) stops blocking its key after this. */
const ABANDONED_AFTER_MS = 60 * 1000
const MAX_KEY_LENGTH = 255

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: { tenant: Tenant; key: string } | undefined
  }
}

/**
 * `Idempotency-Key` on POST and PATCH. The first request claims the key by inserting a row (the
 * primary key makes the claim atomic across processes); a retry with the same body gets the stored
 * status and body back with `idempotent-replayed: true`; a different body is a 422; a retry while
 * the first is still running is a 409. 5xx outcomes are not stored, so the client can retry them.
 */
export function createIdempotency(db: Database, clock: Clock) {
  async function claim(tenant: Tenant, key: string, requestHash: string): Promise<boolean> {
    const now = clock.now()
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...tenant, key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length > 0) return true
    // Take over a key whose stored outcome has expired or whose first request was abandoned.
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ requestHash, responseStatus: null, responseBody: null, createdAt: now })
      .where(
        ofTenant(
          idempotencyKeys,
          tenant,
          eq(idempotencyKeys.key, key),
          or(
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - RETENTION_MS)),
            and(
              isNull(idempotencyKeys.responseStatus),
              lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
            ),
          ),
        ),
      )
      .returning({ key: idempotencyKeys.key })
    return takenOver.length > 0
  }

  async function findStored(tenant: Tenant, key: string) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(ofTenant(idempotencyKeys, tenant, eq(idempotencyKeys.key, key)))
    return row
  }

  return {
    beforeHandler: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      if (request.method !== 'POST' && request.method !== 'PATCH') return
      const raw = request.headers['idempotency-key']
      const key = (Array.isArray(raw) ? raw[0] : raw)?.trim()
      if (key === undefined || !request.tenant) return
      if (key === '' || key.length > MAX_KEY_LENGTH) {
        throw new AppError('bad_request', `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`, [
          { field: 'Idempotency-Key', issue: `must be 1 to ${MAX_KEY_LENGTH} characters` },
        ])
      }
      const tenant = request.tenant
      const requestHash = createHash('sha256')
        .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
        .digest('hex')

      if (await claim(tenant, key, requestHash)) {
        request.idempotencyClaim = { tenant, key }
        return
      }
      const stored = await findStored(tenant, key)
      if (!stored) {
        throw new AppError('idempotency_conflict', 'This Idempotency-Key is being processed; retry later')
      }
      if (stored.requestHash !== requestHash) {
        throw new AppError(
          'idempotency_conflict',
          'This Idempotency-Key was already used with a different request',
          null,
          422,
        )
      }
      if (stored.responseStatus === null || stored.responseBody === null) {
        throw new AppError('idempotency_conflict', 'A request with this Idempotency-Key is still in progress')
      }
      return reply
        .code(stored.responseStatus)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(stored.responseBody)
    },

    /** Records the outcome of a claimed request, or releases the claim when the server failed. */
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const claimed = request.idempotencyClaim
      if (!claimed) return payload
      request.idempotencyClaim = undefined
      const where = ofTenant(idempotencyKeys, claimed.tenant, eq(idempotencyKeys.key, claimed.key))
      if (reply.statusCode >= 500) {
        await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.responseStatus)))
      } else {
        await db
          .update(idempotencyKeys)
          .set({ responseStatus: reply.statusCode, responseBody: typeof payload === 'string' ? payload : '' })
          .where(and(where, isNull(idempotencyKeys.responseStatus)))
      }
      return payload
    },
  }
}
