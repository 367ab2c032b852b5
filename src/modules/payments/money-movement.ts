import type { Database } from '../../db/client.js'
import { fromNumeric, parseAmount, type Minor } from '../../shared/money.js'
import type { Tenant } from '../../shared/tenant.js'
import type { AccountsService, LedgerService, MovementAccounts, Posting } from '../accounts/index.js'
import { isInternalOnly } from './payment-view.js'
import type { PaymentHold, PaymentRow } from './payments.repository.js'
import type { StoredNode } from './payments.tables.js'

/**
 * The ledger side of the payment lifecycle (docs/ledger.md, docs/decisions/0011-payments.md):
 * authorize holds internal origins; capture moves the purchase amount from the origins (or, for a
 * pay-in, from CLEARING, the outside world) into the platform's ESCROW account; receipt moves it
 * from ESCROW to the destinations and the FEE account, through the FX accounts when currencies
 * differ (a payment between internal accounts goes straight from origins to destinations); a
 * failure after capture returns it; a refund reverses receipt and capture together. Every function
 * runs inside the status change's own database transaction.
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

  const feeTotalOf = (payment: PaymentRow): Minor =>
    payment.fees.reduce((sum, fee) => sum + fromNumeric(fee.amount, fee.currency), 0n)

  /**
   * Reads, in one sorted step before any posting, every ledger row this payment's steps may touch:
   * its internal accounts, locked, and the platform's ESCROW (unless the payment never leaves the
   * platform) and FEE (when it carries fees), which settle at commit and are not locked
   * (docs/ledger.md). The steps then post against these rows without reading them again.
   */
  async function lockInvolved(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<MovementAccounts> {
    const platform: { type: 'ESCROW' | 'FEE'; currency: string }[] = []
    if (!isInternalOnly(payment)) platform.push({ type: 'ESCROW', currency: payment.purchaseCurrency })
    if (feeTotalOf(payment) > 0n) platform.push({ type: 'FEE', currency: payment.currency })
    return accounts.lockForMovement(tx, tenant, payment.accountNumbers, platform)
  }

  /** The ledger account a node's money sits in: its internal account, or CLEARING outside the engine. */
  async function accountOf(tx: Database, tenant: Tenant, moving: MovementAccounts, node: StoredNode) {
    return isInternal(node)
      ? moving.idOfNumber(numberOf(node))!
      : ledger.systemAccount(tx, tenant, 'CLEARING', node.currency, moving.locked)
  }

  /** Where each origin's money sits outside the engine: its account, or CLEARING for a pay-in. */
  async function originLegs(
    tx: Database,
    tenant: Tenant,
    moving: MovementAccounts,
    payment: PaymentRow,
    sign: 1n | -1n,
  ): Promise<Posting[]> {
    const legs: Posting[] = []
    for (const node of payment.origins) {
      legs.push({
        accountId: await accountOf(tx, tenant, moving, node),
        currency: node.currency,
        amount: sign * amountOf(node),
      })
    }
    return legs
  }

  /** What the destinations, the FEE account and the FX accounts get when the payment is received. */
  async function deliveryLegs(
    tx: Database,
    tenant: Tenant,
    moving: MovementAccounts,
    payment: PaymentRow,
    sign: 1n | -1n,
  ): Promise<Posting[]> {
    const purchase = fromNumeric(payment.purchaseAmount, payment.purchaseCurrency)
    const legs: Posting[] = []
    if (payment.purchaseCurrency !== payment.currency) {
      const gross = payment.destinations.reduce((sum, node) => sum + amountOf(node), 0n)
      legs.push(
        {
          accountId: await ledger.systemAccount(tx, tenant, 'FX', payment.purchaseCurrency, moving.locked),
          currency: payment.purchaseCurrency,
          amount: sign * purchase,
        },
        {
          accountId: await ledger.systemAccount(tx, tenant, 'FX', payment.currency, moving.locked),
          currency: payment.currency,
          amount: -sign * gross,
        },
      )
    }
    const feeTotal = feeTotalOf(payment)
    if (feeTotal > 0n) {
      legs.push({
        accountId: moving.platformAccountId('FEE', payment.currency),
        currency: payment.currency,
        amount: sign * feeTotal,
      })
    }
    for (const node of payment.destinations) {
      legs.push({
        accountId: await accountOf(tx, tenant, moving, node),
        currency: node.currency,
        amount: sign * amountOf(node, 'amountOut'),
      })
    }
    return legs
  }

  async function voidHolds(
    tx: Database,
    tenant: Tenant,
    moving: MovementAccounts,
    holds: readonly PaymentHold[],
  ): Promise<void> {
    for (const { holdId } of holds) await ledger.voidHold(tx, tenant, holdId, moving.locked)
  }

  function escrowLeg(moving: MovementAccounts, payment: PaymentRow, sign: 1n | -1n): Posting {
    return {
      accountId: moving.platformAccountId('ESCROW', payment.purchaseCurrency),
      currency: payment.purchaseCurrency,
      amount: sign * fromNumeric(payment.purchaseAmount, payment.purchaseCurrency),
    }
  }

  /** One balanced transaction over the locked rows. */
  async function post(
    tx: Database,
    tenant: Tenant,
    moving: MovementAccounts,
    description: string,
    payment: PaymentRow,
    postings: Posting[],
  ): Promise<void> {
    await ledger.transfer(tx, tenant, { description, reference: payment.id, postings }, moving.locked)
  }

  /** Origins → ESCROW over rows already read: held origins post their holds, the rest are debited. */
  async function captureOver(
    tx: Database,
    tenant: Tenant,
    moving: MovementAccounts,
    payment: PaymentRow,
    holds: readonly PaymentHold[],
  ): Promise<void> {
    const escrow = escrowLeg(moving, payment, 1n)
    const description = `capture of payment ${payment.id}`
    if (holds.length === 0) {
      await post(tx, tenant, moving, description, payment, [
        ...(await originLegs(tx, tenant, moving, payment, -1n)),
        escrow,
      ])
      return
    }
    for (const { holdId, originIndex } of holds) {
      await ledger.postHold(
        tx,
        tenant,
        holdId,
        {
          description,
          reference: payment.id,
          credits: [{ accountId: escrow.accountId, amount: amountOf(payment.origins[originIndex]!) }],
        },
        moving.locked,
      )
    }
  }

  /** ESCROW → destinations, fees and FX over rows already read. */
  async function deliverOver(tx: Database, tenant: Tenant, moving: MovementAccounts, payment: PaymentRow) {
    await post(tx, tenant, moving, `receipt of payment ${payment.id}`, payment, [
      escrowLeg(moving, payment, -1n),
      ...(await deliveryLegs(tx, tenant, moving, payment, 1n)),
    ])
  }

  return {
    /** Reserves each internal origin's amount; pay-ins are authorized at the provider instead. */
    async hold(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<PaymentHold[]> {
      const moving = await lockInvolved(tx, tenant, payment)
      const holds: PaymentHold[] = []
      for (const [originIndex, node] of payment.origins.entries()) {
        if (!isInternal(node)) continue
        const holdId = await ledger.reserve(
          tx,
          tenant,
          { accountId: moving.idOfNumber(numberOf(node))!, amount: amountOf(node), reference: payment.id },
          moving.locked,
        )
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
      await voidHolds(tx, tenant, await lockInvolved(tx, tenant, payment), holds)
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
      const moving = await lockInvolved(tx, tenant, payment)
      await voidHolds(tx, tenant, moving, holds)
      await post(tx, tenant, moving, `payment ${payment.id}`, payment, [
        ...(await originLegs(tx, tenant, moving, payment, -1n)),
        ...(await deliveryLegs(tx, tenant, moving, payment, 1n)),
      ])
    },

    /** Origins → ESCROW. Held origins post their holds; the rest are debited directly. */
    async capture(
      tx: Database,
      tenant: Tenant,
      payment: PaymentRow,
      holds: readonly PaymentHold[],
    ): Promise<void> {
      await captureOver(tx, tenant, await lockInvolved(tx, tenant, payment), payment, holds)
    },

    /** ESCROW → destinations, fees and FX: the funds arrive. */
    async deliver(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<void> {
      await deliverOver(tx, tenant, await lockInvolved(tx, tenant, payment), payment)
    },

    /**
     * Capture and receipt in one step (a provider notification for a pay-in not captured yet): one
     * balanced transfer with both steps' legs, ESCROW in and out, over one read of the rows. Two
     * transfers would need the rows read again between them (the receipt's ESCROW debit settles
     * after the capture's credit only when the two are written apart), which guarded work cannot
     * do (db/transactions.ts). Held origins (a payout) still go in two steps.
     */
    async captureAndDeliver(
      tx: Database,
      tenant: Tenant,
      payment: PaymentRow,
      holds: readonly PaymentHold[],
    ): Promise<void> {
      if (holds.length > 0) {
        await captureOver(tx, tenant, await lockInvolved(tx, tenant, payment), payment, holds)
        await deliverOver(tx, tenant, await lockInvolved(tx, tenant, payment), payment)
        return
      }
      const moving = await lockInvolved(tx, tenant, payment)
      await post(tx, tenant, moving, `capture and receipt of payment ${payment.id}`, payment, [
        ...(await originLegs(tx, tenant, moving, payment, -1n)),
        escrowLeg(moving, payment, 1n),
        escrowLeg(moving, payment, -1n),
        ...(await deliveryLegs(tx, tenant, moving, payment, 1n)),
      ])
    },

    /** ESCROW → origins: a captured payment failed before it arrived. */
    async returnCaptured(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<void> {
      const moving = await lockInvolved(tx, tenant, payment)
      await post(tx, tenant, moving, `failure of payment ${payment.id}`, payment, [
        escrowLeg(moving, payment, -1n),
        ...(await originLegs(tx, tenant, moving, payment, 1n)),
      ])
    },

    /** Destinations, fees and FX → origins, in one balanced transaction. */
    async refund(tx: Database, tenant: Tenant, payment: PaymentRow): Promise<void> {
      const moving = await lockInvolved(tx, tenant, payment)
      await post(tx, tenant, moving, `refund of payment ${payment.id}`, payment, [
        ...(await deliveryLegs(tx, tenant, moving, payment, -1n)),
        ...(await originLegs(tx, tenant, moving, payment, 1n)),
      ])
    },
  }
}

export type MoneyMovement = ReturnType<typeof createMoneyMovement>
