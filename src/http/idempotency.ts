import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import type { Database } from '../db/client.js'
import type { HeldRecord, TransactionScope } from '../db/transactions.js'
import { AppError } from '../shared/errors.js'
import type { Clock } from '../shared/clock.js'
import { extended } from '../shared/objects.js'
import type { Tenant } from '../shared/tenant.js'
import { JSON_CONTENT_TYPE } from './error-envelope.js'
import type { IdempotencyRepository, KeyClaim, Outcome } from './idempotency.repository.js'
import { requestFingerprint } from './request-fingerprint.js'

/** How long a stored outcome answers a retried key (CONTRACT.md: 24 h). */
export const RETENTION_MS = 24 * 60 * 60 * 1000
/** A first request claimed ahead that never finished (crash, lost connection) stops blocking its key after this. */
const ABANDONED_AFTER_MS = 60 * 1000
const MAX_KEY_LENGTH = 255

/**
 * How a route keeps its Idempotency-Key. `transactional`: its work is one business transaction
 * (run with `transaction` from db/transactions.ts), and the key commits inside it with the response.
 * `ahead` (the default): the key is claimed in a statement of its own before the handler runs and
 * the outcome stored after it.
 */
export type IdempotencyMode = 'transactional' | 'ahead'

interface RequestClaim extends KeyClaim {
  mode: IdempotencyMode
  /** What the request's transaction stored (transactional mode). */
  stored: Outcome | undefined
  /** A first request's outcome found when this one tried to store its own: sent instead. */
  replay: Outcome | undefined
  /** What the route hands its service, so the key commits with the change (transactional mode). */
  scope: TransactionScope | undefined
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: RequestClaim | undefined
  }
  interface FastifyContextConfig {
    idempotency?: IdempotencyMode
  }
}

/**
 * The scope a transactional route passes to its service with the request's Idempotency-Key, so
 * the key's record commits in the service's transaction (or guarded statement); undefined without
 * a key.
 */
export const transactionScopeOf = (request: FastifyRequest): TransactionScope | undefined =>
  request.idempotencyClaim?.scope

/** What a request answered, as its record keeps it. */
const outcomeOf = (reply: FastifyReply, result: unknown): Outcome =>
  // Routes with a response schema serialize to a string (fast-json-stringify).
  ({ status: reply.statusCode, body: reply.serialize(result) as string })

/**
 * Keeps what the request's transaction stored, and makes the record's text the reply to `result`
 * rather than serializing it a second time. Anything else the reply sends (a later transaction's
 * result, an error raised after the commit) goes through the route's own serializer.
 */
function keepStored(claim: RequestClaim, reply: FastifyReply, result: unknown, outcome: Outcome): void {
  claim.stored = outcome
  void reply.type(JSON_CONTENT_TYPE).serializer((payload: unknown) => {
    if (payload === result) return outcome.body
    // Fastify takes null as "no serializer of the reply's own", though its types do not say so.
    reply.serializer(null as unknown as (payload: unknown) => string)
    return reply.serialize(payload) as string
  })
}

const inProgress = () =>
  new AppError('idempotency_conflict', 'A request with this Idempotency-Key is still in progress')
const reusedWithOtherRequest = () =>
  new AppError(
    'idempotency_conflict',
    'This Idempotency-Key was already used with a different request',
    null,
    422,
  )

/**
 * `Idempotency-Key` on POST and PATCH, per client and environment: a retry with the same request
 * gets the stored status and body back with `idempotent-replayed: true`; a different request is a
 * 422; a retry while the first is still running is a 409 (or, when it reaches the key after the first
 * committed, the replay). 5xx outcomes are not stored, so the client can retry them.
 */
export function createIdempotency(db: Database, repository: IdempotencyRepository, clock: Clock) {
  /** Keys of transactional requests running in this process: a parallel retry is refused at once. */
  const running = new Set<string>()
  const runningId = (claim: KeyClaim) => `${claim.tenant.clientId}/${claim.tenant.environment}/${claim.key}`
  const retentionStart = () => new Date(clock.now().getTime() - RETENTION_MS)

  function claimOf(request: FastifyRequest, tenant: Tenant): KeyClaim | undefined {
    const raw = request.headers['idempotency-key']
    const key = (Array.isArray(raw) ? raw[0] : raw)?.trim()
    if (key === undefined) return undefined
    if (key === '' || key.length > MAX_KEY_LENGTH) {
      throw new AppError('bad_request', `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`, [
        { field: 'Idempotency-Key', issue: `must be 1 to ${MAX_KEY_LENGTH} characters` },
      ])
    }
    const requestHash = requestFingerprint(request.method, request.url, request.body)
    return { tenant, key, requestHash }
  }

  /**
   * Inside the request's transaction: store the response it is about to commit. When the key is
   * taken, the first request's outcome is kept for the reply and this transaction rolls back.
   */
  async function storeWithin(tx: Database, claim: RequestClaim, reply: FastifyReply, result: unknown) {
    const outcome = outcomeOf(reply, result)
    if (claim.stored) {
      await repository.replaceOutcome(tx, claim, outcome)
    } else if (!(await repository.insertOutcome(tx, claim, outcome, clock.now(), retentionStart()))) {
      const first = await repository.find(tx, claim.tenant, claim.key, retentionStart())
      if (first?.requestHash !== claim.requestHash) throw reusedWithOtherRequest()
      if (first.responseStatus !== null && first.responseBody !== null) {
        claim.replay = { status: first.responseStatus, body: first.responseBody }
      }
      throw inProgress()
    }
    keepStored(claim, reply, result, outcome)
  }

  /**
   * The record as a write of the request's guarded statement. A key that turns out to be taken (by
   * another request, or by a record this one already stored) leaves nothing written, and the
   * transaction that decides again finds out why (storeWithin).
   */
  function heldRecord(claim: RequestClaim, reply: FastifyReply, result: unknown): HeldRecord {
    const outcome = outcomeOf(reply, result)
    return {
      write: repository.outcomeInsert(claim, outcome, clock.now(), retentionStart()),
      committed: () => keepStored(claim, reply, result, outcome),
    }
  }

  function replay(reply: FastifyReply, outcome: Outcome): string {
    void reply.code(outcome.status).header('idempotent-replayed', 'true').type(JSON_CONTENT_TYPE)
    return outcome.body
  }

  /** Claim-ahead mode: the stored outcome of the key, or the claim for this request. */
  async function claimAhead(request: FastifyRequest, reply: FastifyReply, claim: KeyClaim) {
    const now = clock.now()
    const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS)
    if (await repository.claimAhead(db, claim, now, retentionStart(), abandonedBefore)) {
      request.idempotencyClaim = extended(claim, {
        mode: 'ahead' as const,
        stored: undefined,
        replay: undefined,
        scope: undefined,
      })
      return
    }
    const stored = await repository.find(db, claim.tenant, claim.key, retentionStart())
    if (!stored) {
      throw new AppError('idempotency_conflict', 'This Idempotency-Key is being processed; retry later')
    }
    if (stored.requestHash !== claim.requestHash) throw reusedWithOtherRequest()
    if (stored.responseStatus === null || stored.responseBody === null) throw inProgress()
    return reply.send(replay(reply, { status: stored.responseStatus, body: stored.responseBody }))
  }

  return {
    beforeHandler(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      if ((request.method !== 'POST' && request.method !== 'PATCH') || !request.tenant) return done()
      let claim: KeyClaim | undefined
      try {
        claim = claimOf(request, request.tenant)
      } catch (error) {
        return done(error as Error)
      }
      if (!claim) return done()
      if (request.routeOptions.config.idempotency !== 'transactional') {
        claimAhead(request, reply, claim).then(() => done(), done)
        return
      }
      if (running.has(runningId(claim))) return done(inProgress())
      running.add(runningId(claim))
      const requestClaim: RequestClaim = extended(claim, {
        mode: 'transactional' as const,
        stored: undefined,
        replay: undefined,
        scope: undefined as TransactionScope | undefined,
      })
      requestClaim.scope = {
        beforeCommit: (tx, result) => storeWithin(tx, requestClaim, reply, result),
        recordAtCommit: (result) => heldRecord(requestClaim, reply, result),
      }
      request.idempotencyClaim = requestClaim
      done()
    },

    /** Records or settles the outcome of a request that carried a key. */
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const claim = request.idempotencyClaim
      if (!claim) return payload
      request.idempotencyClaim = undefined
      const outcome: Outcome = { status: reply.statusCode, body: typeof payload === 'string' ? payload : '' }
      if (claim.mode === 'ahead') {
        if (outcome.status >= 500) await repository.releaseClaim(db, claim)
        else await repository.completeClaim(db, claim, outcome)
        return payload
      }
      running.delete(runningId(claim))
      if (claim.replay) return replay(reply, claim.replay)
      if (claim.stored) {
        // The handler answered something other than its transaction's result (several transactions).
        if (claim.stored.body !== outcome.body && outcome.status < 500) {
          await repository.replaceOutcome(db, claim, outcome)
        }
        return payload
      }
      // Nothing committed: an error, or a retry that lost the race to a first request now finished.
      const first = await repository.find(db, claim.tenant, claim.key, retentionStart())
      if (
        first?.requestHash === claim.requestHash &&
        first.responseStatus !== null &&
        first.responseBody !== null
      ) {
        return replay(reply, { status: first.responseStatus, body: first.responseBody })
      }
      if (!first && outcome.status < 500) {
        await repository.insertOutcome(db, claim, outcome, clock.now(), retentionStart())
      }
      return payload
    },
  }
}
