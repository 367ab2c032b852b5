import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../../src/db/client.js'
import { claimLeaseMs, createDeliveryWorker } from '../../src/modules/webhooks/delivery.worker.js'
import { CONNECTIONS_PER_ORIGIN } from '../../src/modules/webhooks/targets.js'
import type { ClaimedDelivery, WebhooksRepository } from '../../src/modules/webhooks/webhooks.repository.js'
import { ManualClock } from '../helpers/clock.js'
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js'
import { capturedPayload } from './support.js'

const LEASE_MS = 5_000
const TIMEOUT_MS = 1_000

describe('claimLeaseMs', () => {
  it('is the plain lease while the batch and the calls ahead of it fit in one round of calls', () => {
    const lease = claimLeaseMs({
      leaseMs: LEASE_MS,
      timeoutMs: TIMEOUT_MS,
      queuedAhead: 0,
      batchSize: CONNECTIONS_PER_ORIGIN,
    })
    expect(lease).toBe(LEASE_MS)
  })

  it('adds a timeout for each further round of calls to one origin before the batch’s last row', () => {
    const lease = (queuedAhead: number, batchSize: number) =>
      claimLeaseMs({ leaseMs: LEASE_MS, timeoutMs: TIMEOUT_MS, queuedAhead, batchSize })
    expect(lease(0, CONNECTIONS_PER_ORIGIN + 1)).toBe(LEASE_MS + TIMEOUT_MS)
    expect(lease(CONNECTIONS_PER_ORIGIN, 1)).toBe(LEASE_MS + TIMEOUT_MS)
    expect(lease(8 * CONNECTIONS_PER_ORIGIN, 8 * CONNECTIONS_PER_ORIGIN)).toBe(LEASE_MS + 15 * TIMEOUT_MS)
  })
})

describe('a running worker’s leases', () => {
  let receiver: WebhookReceiver
  beforeAll(async () => {
    receiver = await startWebhookReceiver()
  })
  afterAll(async () => {
    await receiver.close()
  })

  it('cover the calls still out when it claims its next batch', async () => {
    const batchSize = 100
    const clock = new ManualClock()
    const leases: number[] = []
    const batches = [queued(batchSize), []]
    // The log's two statements, without a database: what a claim leases is all this test reads.
    const repository = {
      async claimDue(_db: Database, now: Date, leaseUntil: Date) {
        leases.push(leaseUntil.getTime() - now.getTime())
        return batches.shift() ?? []
      },
      async recordOutcomes(_db: Database, _token: string, outcomes: readonly { row: ClaimedDelivery }[]) {
        return new Set(outcomes.map(({ row }) => row.id))
      },
    } as unknown as WebhooksRepository
    // Answered slowly, so the whole first batch is still out when the second claim is made.
    receiver.respondWith(...Array.from({ length: batchSize }, () => ({ status: 204, delayMs: 200 })))
    const worker = createDeliveryWorker(
      {
        db: {} as Database,
        clock,
        repository,
        targetOf: async () => ({ url: receiver.url, secret: undefined }),
        targetPolicy: () => 'any',
        log: { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger,
      },
      { batchSize, leaseMs: LEASE_MS, timeoutMs: TIMEOUT_MS },
    )
    try {
      expect(await worker.runOnce()).toMatchObject({ claimed: batchSize, delivered: batchSize })
    } finally {
      await worker.stop()
    }
    // First claim: its own 100 rows are two rounds of 64 calls. Second: 100 more ahead of its rows.
    expect(leases).toEqual([LEASE_MS + TIMEOUT_MS, LEASE_MS + 3 * TIMEOUT_MS])
  })
})

/** `count` due rows of distinct payments, as a claim returns them. */
function queued(count: number): ClaimedDelivery[] {
  return Array.from({ length: count }, (_, index): ClaimedDelivery => ({
    id: `delivery-${index}`,
    clientId: 'client',
    environment: 'sandbox',
    flavor: 'default',
    paymentId: `payment-${index}`,
    sequence: BigInt(index + 1),
    payload: capturedPayload('Transaction.Captured', `payment-${index}`, `order-${index}`),
    status: 'failed',
    attempts: 0,
  }))
}
