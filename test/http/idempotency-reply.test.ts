import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transaction } from '../../src/db/transactions.js'
import { registerErrorHandler } from '../../src/http/error-envelope.js'
import { createIdempotency, transactionScopeOf } from '../../src/http/idempotency.js'
import { createIdempotencyRepository } from '../../src/http/idempotency.repository.js'
import { systemClock } from '../../src/shared/clock.js'
import { AppError } from '../../src/shared/errors.js'
import { createTestDatabase } from '../helpers/test-database.js'

/**
 * A transactional route's reply to its transaction's result is the text the key's record stored,
 * sent without serializing it again. Whatever else such a route ends up sending (a later
 * transaction's result, an error raised after the commit) still takes the route's own serializer,
 * and the record follows it.
 */
const app = Fastify()
let close: () => Promise<void>
beforeAll(async () => {
  const database = await createTestDatabase()
  const { db } = database
  const idempotency = createIdempotency(db, createIdempotencyRepository(), systemClock)
  app.decorateRequest('tenant', undefined)
  app.decorateRequest('idempotencyClaim', undefined)
  app.addHook('onRequest', async (request) => {
    request.tenant = { clientId: 'reply-probe', environment: 'sandbox' }
  })
  app.addHook('preHandler', (request, reply, done) => idempotency.beforeHandler(request, reply, done))
  app.addHook('onSend', idempotency.onSend)
  registerErrorHandler(app)
  // The schema drops `internal`, so a reply that skipped the route's serializer would show it.
  const schema = {
    response: { 200: { type: 'object', properties: { step: { type: 'integer' } } } },
  }
  const config = { idempotency: 'transactional' as const }
  const step = (request: Parameters<typeof transactionScopeOf>[0], n: number) =>
    transaction(db, async () => ({ step: n, internal: 'kept out' }), transactionScopeOf(request))
  app.post('/one', { config, schema }, (request) => step(request, 1))
  app.post('/two', { config, schema }, async (request) => {
    await step(request, 1)
    return step(request, 2)
  })
  app.post('/refused-after', { config, schema }, async (request) => {
    await step(request, 1)
    throw new AppError('conflict', 'Refused after the first commit')
  })
  await app.ready()
  close = async () => {
    await app.close()
    await database.close()
  }
})
afterAll(() => close())

const post = (url: string, key: string) =>
  app.inject({ method: 'POST', url, payload: {}, headers: { 'idempotency-key': key } })

describe('the reply of a transactional route with an Idempotency-Key', () => {
  it('sends the stored text as JSON, byte for byte what a retry gets back', async () => {
    const first = await post('/one', 'one')
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(first.body).toBe('{"step":1}')
    const retry = await post('/one', 'one')
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(retry.body).toBe(first.body)
  })

  it('answers with the last transaction when a request commits twice', async () => {
    const first = await post('/two', 'two')
    expect(first.body).toBe('{"step":2}')
    const retry = await post('/two', 'two')
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.body).toBe(first.body)
  })

  it('sends an error raised after the commit in the envelope, and a retry gets that error', async () => {
    const first = await post('/refused-after', 'refused')
    expect(first.statusCode).toBe(409)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(first.json()).toEqual({
      error: { type: 'conflict', info: null },
      message: 'Refused after the first commit',
    })
    const retry = await post('/refused-after', 'refused')
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.statusCode).toBe(409)
    expect(retry.body).toBe(first.body)
  })
})
