import fc from 'fast-check'
import { sql, type SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.js'
import { sqlState } from '../../src/db/errors.js'
import { transaction } from '../../src/db/transactions.js'
import { newId } from '../../src/shared/ids.js'
import type { Minor } from '../../src/shared/money.js'
import type { Tenant } from '../../src/shared/tenant.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'
import { expectLedgerConsistent } from '../helpers/ledger.js'
import { rowsOf } from '../helpers/stored-data.js'

let t: TestApp
let tenant: Tenant
beforeAll(async () => {
  t = await buildTestApp()
  const client = await t.newClient('sandbox')
  tenant = { clientId: client.credentials.clientId, environment: 'sandbox' }
})

const ledger = () => t.app.services.ledger
const inTransaction = <T>(work: (tx: Database) => Promise<T>) => t.database.db.transaction(work)

async function openAccounts(count: number, currency = 'USD'): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newId())
  await inTransaction(async (tx) => {
    for (const id of ids) await ledger().openAccount(tx, tenant, { id, currency })
  })
  return ids
}

async function fund(accountId: string, amount: Minor, currency = 'USD') {
  await inTransaction(async (tx) => {
    const clearing = await ledger().systemAccount(tx, tenant, 'CLEARING', currency)
    await ledger().transfer(tx, tenant, {
      description: 'funding',
      postings: [
        { accountId: clearing, currency, amount: -amount },
        { accountId, currency, amount },
      ],
    })
  })
}

async function balanceOf(id: string) {
  return (await ledger().balances(t.database.db, tenant, [id])).get(id)!
}

const move = (from: string, to: string, amount: Minor, currency = 'USD', reference?: string) =>
  inTransaction((tx) =>
    ledger().transfer(tx, tenant, {
      description: 'move',
      reference,
      postings: [
        { accountId: from, currency, amount: -amount },
        { accountId: to, currency, amount },
      ],
    }),
  )

describe('transfers', () => {
  it('moves money and keeps the clearing account as the mirror of outside money', async () => {
    const [a, b] = await openAccounts(2)
    await fund(a!, 1000n)
    await move(a!, b!, 250n)
    expect(await balanceOf(a!)).toMatchObject({ balance: 750n, held: 0n })
    expect(await balanceOf(b!)).toMatchObject({ balance: 250n })
    expect(await ledger().systemBalance(t.database.db, tenant, 'CLEARING', 'USD')).toBeLessThanOrEqual(-1000n)
    await expectLedgerConsistent(t)
  })

  it('refuses an overdraft and changes nothing', async () => {
    const [a, b] = await openAccounts(2)
    await fund(a!, 100n)
    await expect(move(a!, b!, 101n)).rejects.toMatchObject({
      kind: 'conflict',
      info: { reason: 'insufficient_funds', availableFunds: '1.00', requested: '1.01' },
    })
    expect(await balanceOf(a!)).toMatchObject({ balance: 100n })
    expect(await balanceOf(b!)).toMatchObject({ balance: 0n })
  })

  it('refuses postings that do not balance, in another currency, or with one leg', async () => {
    const [a, b] = await openAccounts(2)
    const attempt = (postings: { accountId: string; currency: string; amount: Minor }[]) =>
      inTransaction((tx) => ledger().transfer(tx, tenant, { description: 'bad', postings }))
    await expect(
      attempt([
        { accountId: a!, currency: 'USD', amount: 1n },
        { accountId: b!, currency: 'USD', amount: 1n },
      ]),
    ).rejects.toThrow(/balance/)
    await expect(attempt([{ accountId: a!, currency: 'USD', amount: 1n }])).rejects.toThrow(/two postings/)
    await expect(
      attempt([
        { accountId: a!, currency: 'EUR', amount: -1n },
        { accountId: b!, currency: 'EUR', amount: 1n },
      ]),
    ).rejects.toThrow(/currency/)
  })

  it('rolls postings back with the business transaction that caused them', async () => {
    const [a, b] = await openAccounts(2)
    await fund(a!, 500n)
    await expect(
      inTransaction(async (tx) => {
        await ledger().transfer(tx, tenant, {
          description: 'doomed',
          postings: [
            { accountId: a!, currency: 'USD', amount: -500n },
            { accountId: b!, currency: 'USD', amount: 500n },
          ],
        })
        throw new Error('the business change failed')
      }),
    ).rejects.toThrow('the business change failed')
    expect(await balanceOf(a!)).toMatchObject({ balance: 500n })
    await expectLedgerConsistent(t)
  })
})

describe('SYSTEM accounts', () => {
  it('are remembered only once committed: one created by a transaction that rolls back is created again', async () => {
    const [account] = await openAccounts(1, 'CHF')
    const rolledBack = new Error('rolled back on purpose')
    await expect(
      inTransaction(async (tx) => {
        const created = await ledger().systemAccount(tx, tenant, 'CLEARING', 'CHF')
        // Found again by the transaction that created it, which has not committed yet.
        expect(await ledger().systemAccount(tx, tenant, 'CLEARING', 'CHF')).toBe(created)
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
    await fund(account!, 500n, 'CHF')
    expect((await balanceOf(account!)).balance).toBe(500n)
    await expectLedgerConsistent(t)
  })
})

describe('transfers of a movement, held for the commit', () => {
  // A movement hands the rows it locked to each transfer, whose writes then wait for the
  // transaction's last statement (src/db/transactions.ts).
  const movement = <T>(work: (tx: Database) => Promise<T>) => transaction(t.database.db, work)
  const postings = (from: string, to: string, amount: Minor) => ({
    description: 'move',
    postings: [
      { accountId: from, currency: 'USD', amount: -amount },
      { accountId: to, currency: 'USD', amount },
    ],
  })

  it('apply every transfer of one transaction, also two on the same account', async () => {
    const [a, b, c] = await openAccounts(3)
    await fund(a!, 1000n)
    await movement(async (tx) => {
      const locked = new Map()
      await ledger().transfer(tx, tenant, postings(a!, b!, 300n), locked)
      await ledger().transfer(tx, tenant, postings(a!, c!, 200n), locked)
      await ledger().transfer(tx, tenant, postings(b!, c!, 50n), locked)
    })
    expect(await balanceOf(a!)).toMatchObject({ balance: 500n })
    expect(await balanceOf(b!)).toMatchObject({ balance: 250n })
    expect(await balanceOf(c!)).toMatchObject({ balance: 250n })
    await expectLedgerConsistent(t)
  })

  it('are seen by a later read of the same transaction: no overdraft through a second lock', async () => {
    const [a, b] = await openAccounts(2)
    await fund(a!, 100n)
    await expect(
      movement(async (tx) => {
        await ledger().transfer(tx, tenant, postings(a!, b!, 60n), new Map())
        await ledger().transfer(tx, tenant, postings(a!, b!, 60n), new Map())
      }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      info: { reason: 'insufficient_funds', availableFunds: '0.40' },
    })
    expect(await balanceOf(a!)).toMatchObject({ balance: 100n })
    expect(await balanceOf(b!)).toMatchObject({ balance: 0n })
  })
})

describe('holds', () => {
  it('reserves funds, then posts part of them and releases the rest, exactly once', async () => {
    const [a, b] = await openAccounts(2)
    await fund(a!, 1000n)
    const hold = await inTransaction((tx) => ledger().reserve(tx, tenant, { accountId: a!, amount: 600n }))
    expect(await balanceOf(a!)).toMatchObject({ balance: 1000n, held: 600n })
    await expect(move(a!, b!, 500n)).rejects.toMatchObject({ kind: 'conflict' })
    await inTransaction((tx) =>
      ledger().postHold(tx, tenant, hold, {
        description: 'capture',
        credits: [{ accountId: b!, amount: 450n }],
      }),
    )
    expect(await balanceOf(a!)).toMatchObject({ balance: 550n, held: 0n })
    expect(await balanceOf(b!)).toMatchObject({ balance: 450n })
    await expect(inTransaction((tx) => ledger().voidHold(tx, tenant, hold))).rejects.toMatchObject({
      kind: 'conflict',
    })
    await expect(
      inTransaction((tx) =>
        ledger().postHold(tx, tenant, hold, {
          description: 'again',
          credits: [{ accountId: b!, amount: 1n }],
        }),
      ),
    ).rejects.toMatchObject({ kind: 'conflict' })
    await expectLedgerConsistent(t)
  })

  it('voids a hold without moving money, and refuses a hold beyond available funds', async () => {
    const [a] = await openAccounts(1)
    await fund(a!, 300n)
    const hold = await inTransaction((tx) => ledger().reserve(tx, tenant, { accountId: a!, amount: 300n }))
    await expect(
      inTransaction((tx) => ledger().reserve(tx, tenant, { accountId: a!, amount: 1n })),
    ).rejects.toMatchObject({ kind: 'conflict' })
    await inTransaction((tx) => ledger().voidHold(tx, tenant, hold))
    expect(await balanceOf(a!)).toMatchObject({ balance: 300n, held: 0n })
  })

  it('refuses to post more than was reserved', async () => {
    const [a, b] = await openAccounts(2)
    await fund(a!, 300n)
    const hold = await inTransaction((tx) => ledger().reserve(tx, tenant, { accountId: a!, amount: 100n }))
    await expect(
      inTransaction((tx) =>
        ledger().postHold(tx, tenant, hold, {
          description: 'too much',
          credits: [{ accountId: b!, amount: 101n }],
        }),
      ),
    ).rejects.toThrow(/up to what it reserved/)
    expect(await balanceOf(a!)).toMatchObject({ balance: 300n, held: 100n })
  })
})

describe('invariants under random operations', () => {
  type Op =
    | { kind: 'fund'; account: number; amount: bigint }
    | { kind: 'transfer'; from: number; to: number; amount: bigint }
    | { kind: 'reserve'; account: number; amount: bigint }
    | { kind: 'post'; hold: number; to: number; percent: bigint }
    | { kind: 'void'; hold: number }
  const amount = fc.bigInt({ min: 1n, max: 5_000n })
  const index = fc.nat({ max: 3 })
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('fund' as const), account: index, amount }),
    fc.record({ kind: fc.constant('transfer' as const), from: index, to: index, amount }),
    fc.record({ kind: fc.constant('reserve' as const), account: index, amount }),
    fc.record({
      kind: fc.constant('post' as const),
      hold: fc.nat({ max: 9 }),
      to: index,
      percent: fc.bigInt({ min: 1n, max: 100n }),
    }),
    fc.record({ kind: fc.constant('void' as const), hold: fc.nat({ max: 9 }) }),
  )

  it('keeps balances equal to a simple model, never below zero available, and every check clean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const ids = await openAccounts(4)
        const model = ids.map(() => ({ balance: 0n, held: 0n }))
        const holds: { id: string; account: number; amount: bigint; open: boolean }[] = []
        for (const step of ops) {
          if (step.kind === 'fund') {
            await fund(ids[step.account]!, step.amount)
            model[step.account]!.balance += step.amount
          } else if (step.kind === 'transfer') {
            if (step.from === step.to) continue
            const from = model[step.from]!
            const succeeds = from.balance - from.held >= step.amount
            const result = move(ids[step.from]!, ids[step.to]!, step.amount)
            if (succeeds) {
              await result
              from.balance -= step.amount
              model[step.to]!.balance += step.amount
            } else await expect(result).rejects.toMatchObject({ kind: 'conflict' })
          } else if (step.kind === 'reserve') {
            const account = model[step.account]!
            const result = inTransaction((tx) =>
              ledger().reserve(tx, tenant, { accountId: ids[step.account]!, amount: step.amount }),
            )
            if (account.balance - account.held >= step.amount) {
              holds.push({ id: await result, account: step.account, amount: step.amount, open: true })
              account.held += step.amount
            } else await expect(result).rejects.toMatchObject({ kind: 'conflict' })
          } else {
            const hold = holds[step.hold]
            if (!hold) continue
            const result =
              step.kind === 'void'
                ? inTransaction((tx) => ledger().voidHold(tx, tenant, hold.id))
                : inTransaction((tx) =>
                    ledger().postHold(tx, tenant, hold.id, {
                      description: 'capture',
                      credits: [
                        { accountId: ids[step.to]!, amount: (hold.amount * step.percent + 99n) / 100n },
                      ],
                    }),
                  )
            if (!hold.open) {
              await expect(result).rejects.toMatchObject({ kind: 'conflict' })
              continue
            }
            await result
            hold.open = false
            model[hold.account]!.held -= hold.amount
            if (step.kind === 'post') {
              const posted = (hold.amount * step.percent + 99n) / 100n
              model[hold.account]!.balance -= posted
              model[step.to]!.balance += posted
            }
          }
        }
        const actual = await ledger().balances(t.database.db, tenant, ids)
        ids.forEach((id, i) => expect(actual.get(id)).toMatchObject(model[i]!))
        expect(await ledger().verify(t.database.db)).toEqual([])
      }),
      { numRuns: 25 },
    )
  })
})

describe('concurrency', () => {
  it('lets exactly as many of 200 simultaneous debits through as the funds cover, to the cent', async () => {
    const [source, sink] = await openAccounts(2)
    await fund(source!, 100_00n)
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => move(source!, sink!, 1_00n)))
    const succeeded = results.filter((r) => r.status === 'fulfilled').length
    const refused = results.filter((r) => r.status === 'rejected')
    expect(succeeded).toBe(100)
    expect(refused.every((r) => (r.reason as { kind?: string }).kind === 'conflict')).toBe(true)
    expect(await balanceOf(source!)).toMatchObject({ balance: 0n, held: 0n })
    expect(await balanceOf(sink!)).toMatchObject({ balance: 100_00n })
    await expectLedgerConsistent(t)
  })
})

describe('accounts that settle at commit (the platform’s ESCROW and FEE)', () => {
  const openSettlingAtCommit = async () => {
    const id = newId()
    await inTransaction((tx) =>
      ledger().openAccount(tx, tenant, { id, currency: 'USD', settlesAtCommit: true }),
    )
    return id
  }

  it('take 200 simultaneous credits and debits without losing a cent', async () => {
    const hot = await openSettlingAtCommit()
    const sources = await openAccounts(20)
    for (const source of sources) await fund(source, 10_00n)
    const credits = Array.from({ length: 200 }, (_, i) => move(sources[i % 20]!, hot, 1_00n))
    expect((await Promise.allSettled(credits)).every((r) => r.status === 'fulfilled')).toBe(true)
    expect(await balanceOf(hot)).toMatchObject({ balance: 200_00n, held: 0n })
    const debits = Array.from({ length: 50 }, (_, i) => move(hot, sources[i % 20]!, 2_00n))
    expect((await Promise.allSettled(debits)).every((r) => r.status === 'fulfilled')).toBe(true)
    expect(await balanceOf(hot)).toMatchObject({ balance: 100_00n })
    await expectLedgerConsistent(t)
  })

  it('refuse, as the transaction commits, a debit beyond their balance, and change nothing', async () => {
    const hot = await openSettlingAtCommit()
    const [other] = await openAccounts(1)
    await fund(other!, 5_00n)
    await move(other!, hot, 3_00n)
    const refused = await move(hot, other!, 3_01n).catch((error: unknown) => error)
    expect(sqlState(refused)).toBe('23514')
    expect(await balanceOf(hot)).toMatchObject({ balance: 3_00n })
    expect(await balanceOf(other!)).toMatchObject({ balance: 2_00n })
    await expectLedgerConsistent(t)
  })

  /**
   * What the account's row holds apart from its stripes: only a commit that settles against the whole
   * balance (migration 0019) writes it.
   */
  const rowBalance = async (id: string) => {
    const [row] = await rowsOf<{ balance: string }>(
      t.database.db,
      sql`select balance::text as balance from ledger_accounts where id = ${id}`,
    )
    return Number(row!.balance)
  }

  it('settle each payment in the stripe of its reference, so its way out finds what its way in left', async () => {
    const hot = await openSettlingAtCommit()
    const sources = await openAccounts(20)
    for (const source of sources) await fund(source, 10_00n)
    const payments = Array.from({ length: 100 }, (_, i) => ({ id: newId(), source: sources[i % 20]! }))
    const settle = async (moves: Promise<unknown>[]) =>
      expect((await Promise.allSettled(moves)).every((r) => r.status === 'fulfilled')).toBe(true)
    await settle(payments.map((p) => move(p.source, hot, 1_00n, 'USD', p.id)))
    expect(await balanceOf(hot)).toMatchObject({ balance: 100_00n })
    await settle(payments.slice(0, 50).map((p) => move(hot, p.source, 1_00n, 'USD', p.id)))
    expect(await balanceOf(hot)).toMatchObject({ balance: 50_00n })
    // Every commit found its stripe covered: none had to gather the stripes into the row.
    expect(await rowBalance(hot)).toBe(0)
    await settle(payments.slice(50).map((p) => move(hot, p.source, 1_00n, 'USD', p.id)))
    expect(await balanceOf(hot)).toMatchObject({ balance: 0n, held: 0n })
    await expectLedgerConsistent(t)
  })

  it('settle a debit that its stripe cannot cover against the whole balance, to the cent', async () => {
    const hot = await openSettlingAtCommit()
    const [other] = await openAccounts(1)
    await fund(other!, 50_00n)
    // Ten credits under ten references spread over the stripes; no stripe holds more than 10.00.
    for (let i = 0; i < 10; i += 1) await move(other!, hot, 1_00n, 'USD', newId())
    await move(hot, other!, 9_50n, 'USD', newId())
    expect(await balanceOf(hot)).toMatchObject({ balance: 50n })
    const refused = await move(hot, other!, 51n, 'USD', newId()).catch((error: unknown) => error)
    expect(sqlState(refused)).toBe('23514')
    await move(hot, other!, 50n, 'USD', newId())
    expect(await balanceOf(hot)).toMatchObject({ balance: 0n })
    expect(await balanceOf(other!)).toMatchObject({ balance: 50_00n })
    await expectLedgerConsistent(t)
  })

  it('are not written by a transaction that passes money through, in and out by the same amount', async () => {
    // ESCROW as a pay-in notified before any capture goes through it, with a fee that settles too.
    const escrow = await openSettlingAtCommit()
    const fee = await openSettlingAtCommit()
    const [source, sink] = await openAccounts(2)
    await fund(source!, 5_00n)
    // A row's xmin changes with every version written of it, a no-op UPDATE included.
    const versions = () =>
      rowsOf<{ stripe: number; xmin: string }>(
        t.database.db,
        sql`select stripe, xmin::text as xmin from ledger_balance_stripes where account_id = ${escrow}
            order by stripe`,
      )
    const before = await versions()
    await inTransaction((tx) =>
      ledger().transfer(tx, tenant, {
        description: 'through',
        reference: newId(),
        postings: [
          { accountId: source!, currency: 'USD', amount: -5_00n },
          { accountId: escrow, currency: 'USD', amount: 5_00n },
          { accountId: escrow, currency: 'USD', amount: -5_00n },
          { accountId: sink!, currency: 'USD', amount: 4_50n },
          { accountId: fee, currency: 'USD', amount: 50n },
        ],
      }),
    )
    expect(await versions()).toEqual(before)
    expect(await balanceOf(escrow)).toMatchObject({ balance: 0n })
    expect(await balanceOf(fee)).toMatchObject({ balance: 50n })
    expect(await balanceOf(sink!)).toMatchObject({ balance: 4_50n })
    await expectLedgerConsistent(t)
  })

  it('hold no funds: a reservation on one is a programming error, not a hold', async () => {
    const hot = await openSettlingAtCommit()
    await expect(
      inTransaction((tx) => ledger().reserve(tx, tenant, { accountId: hot, amount: 1n })),
    ).rejects.toThrow('an account that settles at commit holds no funds')
  })
})

describe('verify', () => {
  /**
   * A fresh app (verify spans every tenant, so nothing else may be on its database) with one clean
   * account, then what verify finds once `corrupt` has changed its rows behind the ledger's back.
   */
  async function checksAfter(settlesAtCommit: boolean, corrupt: (id: string) => SQL): Promise<string[]> {
    const local = await buildTestApp()
    const client = await local.newClient('sandbox')
    const scope: Tenant = { clientId: client.credentials.clientId, environment: 'sandbox' }
    const id = newId()
    await local.database.db.transaction((tx) =>
      local.app.services.ledger.openAccount(tx, scope, { id, currency: 'USD', settlesAtCommit }),
    )
    expect(await local.app.services.ledger.verify(local.database.db)).toEqual([])
    await local.database.db.execute(corrupt(id))
    return (await local.app.services.ledger.verify(local.database.db)).map((v) => v.check)
  }

  it('reports a cached balance that no longer matches its postings, and holds that do not add up', async () => {
    const checks = await checksAfter(
      false,
      (id) => sql`update ledger_accounts set balance = 5, held = 1 where id = ${id}`,
    )
    expect(checks).toEqual(
      expect.arrayContaining([
        'cached balance differs from the sum of postings',
        'cached holds differ from the open holds',
      ]),
    )
  })

  it('reports a stripe below zero, and a whole balance that no longer matches its postings', async () => {
    const checks = await checksAfter(
      true,
      (id) => sql`update ledger_balance_stripes set balance = -1 where account_id = ${id} and stripe = 3`,
    )
    expect(checks).toEqual(
      expect.arrayContaining([
        'balance stripe below zero',
        'cached balance differs from the sum of postings',
      ]),
    )
  })
})
