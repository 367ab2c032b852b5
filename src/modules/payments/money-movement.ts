import type { Database } from '../../db/client.js'
import { fromNumeric, parseAmount, type Minor } from '../../shared/money.js'
import type { Tenant } from '../../shared/tenant.js'
import type { AccountsService, LedgerService, Posting } from '../accounts/index.js'
import { isInternalOnly } from './payment-view.js'
import type { PaymentHold, PaymentRow } from './payments.repository.js'
import type { StoredNode } from './payments.tables.js'

/**
 * The ledger side of the payment lifecycle (docs/ledger.md, docs/decisions/0011-payments.md):
 * authorize holds internal origins; capture moves the purchase amount from the origins (or, for a
 * pay-in, from CLEARING, the outside world) into the platform's ESCROW account; receipt moves it
 * from ESCROW to the destinations and the FEE account, through the FX accounts when currencies
 * differ (a payment between internal accounts goes straight from origins to destinations); a failure after capture returns it; a refund reverses receipt and capture together.
 * Every function runs inside the status change's own database transaction.
 */
export function createMoneyMovement(deps: { ledger: LedgerService; accounts: AccountsService }) {
  const { ledger, accounts } = deps

  const amountOf = (node: StoredNode, field: 'amount' | 'amountOut' = 'amount'): Minor => {
    const parsed = parseAmount(String(node[field] ?? node.amount), node.currency)
    if (!parsed.ok) throw new Error(`stored node amount is invalid: ${parsed.issue}`)
    return parsed.minor
  }
  const isInternal = (node: StoredNode) => node.type === 'ACCOUNT'
  const numberOf = (node: StoredNode) => (node.account as { accountNumber: string }).accountNumber

  /** Ledger account ids of the payment's internal accounts, by account number. */
  async function idsByNumber(
    tx: Database,
    tenant: Tenant,
    payment: PaymentRow,
  ): Promise<Map<string, string>> {
    const rows = await accounts.findByNumbers(tx, tenant, payment.accountNumbers)
    return new Map(rows.map((row) => [row.accountNumber, row.id]))
  }

  /** Where each origin's money sits outside the engine: its account, or CLEARING for a pay-in. */
  async function originLegs(
    tx: Database,
    tenant: Tenant,
    payment: PaymentRow,
    sign: 1n | -1n,
  ): Promise<Posting[]> {
    const ids = await idsByNumber(tx, tenant, payment)
    const legs: Posting[] = []
    for (const node of payment.origins) {
      const amount = sign * amountOf(node)
      const accountId = isInternal(node)
        ? ids.get(numberOf(node))!
        : await ledger.systemAccount(tx, tenant, 'CLEARING', node.currency)
      legs.push({ accountId, currency: node.currency, amount })
    }
    return legs
  }

  /** What the destinations, the FEE account and the FX accounts get when the payment is received. */
  async function deliveryLegs(
    tx: Database,
    tenant: Tenant,
    payment: PaymentRow,
    sign: 1n | -1n,
  ): Promise<Posting[]> {
    const ids = await idsByNumber(tx, tenant, payment)
    const purchase = fromNumeric(payment.purchaseAmount, payment.purchaseCurrency)
    const legs: Posting[] = []
    if (payment.purchaseCurrency !== payment.currency) {
      const gross = payment.destinations.reduce((sum, node) => sum + amountOf(node), 0n)
      legs.push(
        {
          accountId: await ledger.systemAccount(tx, tenant, 'FX', payment.purchaseCurrency),
          currency: payment.purchaseCurrency,
          amount: sign * purchase,
        },
        {
          accountId: await ledger.systemAccount(tx, tenant, 'FX', payment.currency),
          currency: payment.currency,
          amount: -sign * gross,
        },
      )
    }
    const feeTotal = payment.fees.reduce((sum, fee) => sum + fromNumeric(fee.amount, fee.currency), 0n)
    if (feeTotal > 0n) {
      const feeAccount = await accounts.platformAccount(tx, tenant, 'FEE', payment.currency)
      legs.push({ accountId: feeAccount.id, currency: payment.currency, amount: sign * feeTotal })
    }
    for (const node of payment.destinations) {
      const accountId = isInternal(node)
        ? ids.get(numberOf(node))!
        : await ledger.systemAccount(tx, tenant, 'CLEARING', node.currency)
      legs.push({ accountId, currency: node.currency, amount: sign * amountOf(node, 'amountOut') })
    }
    return legs
  }

  /**
   * Locks every ACCOUNT row this payment's steps may touch (its internal accounts, ESCROW unless
   * the payment never leaves the platform, FEE when it carries fees) in one sorted step, before any
   * step runs: a transaction that takes all its locks first cannot join a lock cycle.
   */
  async function lockInvolved(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<void> {
    const ids = [...(await idsByNumber(tx, tenant, payment)).values()]
    if (!isInternalOnly(payment)) {
      ids.push((await accounts.platformAccount(tx, tenant, 'ESCROW', payment.purchaseCurrency)).id)
    }
    if (payment.fees.some((fee) => fromNumeric(fee.amount, fee.currency) > 0n)) {
      ids.push((await accounts.platformAccount(tx, tenant, 'FEE', payment.currency)).id)
    }
    await ledger.lock(tx, tenant, ids)
  }

  async function voidHolds(tx: Database, tenant: Tenant, holds: readonly PaymentHold[]): Promise<void> {
    for (const { holdId } of holds) await ledger.voidHold(tx, tenant, holdId)
  }

  async function escrowLeg(
    tx: Database,
    tenant: Tenant,
    payment: PaymentRow,
    sign: 1n | -1n,
  ): Promise<Posting> {
    const escrow = await accounts.platformAccount(tx, tenant, 'ESCROW', payment.purchaseCurrency)
    return {
      accountId: escrow.id,
      currency: payment.purchaseCurrency,
      amount: sign * fromNumeric(payment.purchaseAmount, payment.purchaseCurrency),
    }
  }

  return {
    /** Reserves each internal origin's amount; pay-ins are authorized at the provider instead. */
    async hold(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<PaymentHold[]> {
      await lockInvolved(tx, tenant, payment)
      const ids = await idsByNumber(tx, tenant, payment)
      const holds: PaymentHold[] = []
      for (const [originIndex, node] of payment.origins.entries()) {
        if (!isInternal(node)) continue
        const holdId = await ledger.reserve(tx, tenant, {
          accountId: ids.get(numberOf(node))!,
          amount: amountOf(node),
          reference: payment.id,
        })
        holds.push({ holdId, originIndex })
      }
      return holds
    },

    async releaseHolds(
      tx: Database,
      tenant: Tenant,
      payment: PaymentRow,
      holds: readonly PaymentHold[],
    ): Promise<void> {
      await lockInvolved(tx, tenant, payment)
      await voidHolds(tx, tenant, holds)
    },

    /**
     * A payment between internal accounts completes in one balanced transfer, origins straight to
     * destinations and fees (no ESCROW hop): its funds never leave the platform. Holds are released
     * first; the accounts stay locked, so the funds cannot go elsewhere in between.
     */
    async completeInternally(
      tx: Database,
      tenant: Tenant,
      payment: PaymentRow,
      holds: readonly PaymentHold[],
    ): Promise<void> {
      await lockInvolved(tx, tenant, payment)
      await voidHolds(tx, tenant, holds)
      await ledger.transfer(tx, tenant, {
        description: `payment ${payment.id}`,
        reference: payment.id,
        postings: [
          ...(await originLegs(tx, tenant, payment, -1n)),
          ...(await deliveryLegs(tx, tenant, payment, 1n)),
        ],
      })
    },

    /** Origins → ESCROW. Held origins post their holds; the rest are debited directly. */
    async capture(
      tx: Database,
      tenant: Tenant,
      payment: PaymentRow,
      holds: readonly PaymentHold[],
    ): Promise<void> {
      await lockInvolved(tx, tenant, payment)
      const escrow = await escrowLeg(tx, tenant, payment, 1n)
      if (holds.length > 0) {
        for (const { holdId, originIndex } of holds) {
          await ledger.postHold(tx, tenant, holdId, {
            description: `capture of payment ${payment.id}`,
            reference: payment.id,
            credits: [{ accountId: escrow.accountId, amount: amountOf(payment.origins[originIndex]!) }],
          })
        }
        return
      }
      await ledger.transfer(tx, tenant, {
        description: `capture of payment ${payment.id}`,
        reference: payment.id,
        postings: [...(await originLegs(tx, tenant, payment, -1n)), escrow],
      })
    },

    /** ESCROW → destinations, fees and FX: the funds arrive. */
    async deliver(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<void> {
      await lockInvolved(tx, tenant, payment)
      await ledger.transfer(tx, tenant, {
        description: `receipt of payment ${payment.id}`,
        reference: payment.id,
        postings: [
          await escrowLeg(tx, tenant, payment, -1n),
          ...(await deliveryLegs(tx, tenant, payment, 1n)),
        ],
      })
    },

    /** ESCROW → origins: a captured payment failed before it arrived. */
    async returnCaptured(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<void> {
      await lockInvolved(tx, tenant, payment)
      await ledger.transfer(tx, tenant, {
        description: `failure of payment ${payment.id}`,
        reference: payment.id,
        postings: [await escrowLeg(tx, tenant, payment, -1n), ...(await originLegs(tx, tenant, payment, 1n))],
      })
    },

    /** Destinations, fees and FX → origins, in one balanced transaction. */
    async refund(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<void> {
      await lockInvolved(tx, tenant, payment)
      await ledger.transfer(tx, tenant, {
        description: `refund of payment ${payment.id}`,
        reference: payment.id,
        postings: [
          ...(await deliveryLegs(tx, tenant, payment, -1n)),
          ...(await originLegs(tx, tenant, payment, 1n)),
        ],
      })
    },
  }
}

export type MoneyMovement = ReturnType<typeof createMoneyMovement>
