import { randomInt } from 'node:crypto'
import { identityBody } from '../../test/helpers/factories.js'
import { accountNode, p2pBody, payInNode, type OpenedAccount } from '../../test/helpers/payments.js'
import { expectStatus, type ApiClient, type CallRecorder } from './api.js'

export const CURRENCY = 'USD'
/** P2P payments of 0.01–1.00: with the opening balance below, insufficient funds never happens. */
const MAX_P2P_CENTS = 100
/** 10,000.00 per account. */
const OPENING_BALANCE = '10000.00'

/** 12345 → '123.45' */
export function cents(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
}

/** A sandbox top-up by CARD (USD) into `account`. */
export function topUpBody(account: OpenedAccount, amount: string) {
  return {
    identityId: account.identityId,
    accountNumber: account.accountNumber,
    type: 'TOPUP_ACCOUNT',
    product: `${account.currency}:${account.currency}`,
    purchaseAmount: amount,
    origins: [payInNode(account.currency)],
    destinations: [accountNode(account)],
  }
}

/** A P2P payment of a random small amount between two different random accounts. */
export function randomP2PBody(accounts: readonly OpenedAccount[]) {
  const from = randomInt(accounts.length)
  const other = randomInt(accounts.length - 1)
  const to = other >= from ? other + 1 : other
  return p2pBody(accounts[from]!, accounts[to]!, cents(randomInt(1, MAX_P2P_CENTS + 1)))
}

/**
 * A top-up confirmed at once by the provider notification (`/payments/received`): its payment id,
 * once the change has committed. The calls are `create` and `received` in the recorder.
 */
export async function receivedTopUp(
  api: ApiClient,
  account: OpenedAccount,
  amount: string,
  recorder?: CallRecorder,
): Promise<string> {
  const payment = await api.post('create', '/payments', topUpBody(account, amount), recorder)
  const received = await api.post('received', '/payments/received', { id: payment.id }, recorder)
  expectStatus(received, 'RECEIVED', 'received')
  return payment.id
}

/**
 * `count` identities with one USD account each, funded with 10,000.00 by a received top-up: the
 * integrator's path, through the API, `concurrency` accounts at a time. Each funding leaves one
 * RECEIVED payment.
 */
export async function openFundedAccounts(
  api: ApiClient,
  count: number,
  concurrency: number,
  signal: AbortSignal,
): Promise<OpenedAccount[]> {
  const openOne = async (): Promise<OpenedAccount> => {
    const account = await openAccount(api)
    await receivedTopUp(api, account, OPENING_BALANCE)
    return account
  }
  // The first one alone: its top-up creates the tenant's USD escrow account, which concurrent first
  // top-ups would race to create.
  const accounts: OpenedAccount[] = [await openOne()]
  while (accounts.length < count) {
    signal.throwIfAborted()
    const batch = Math.min(concurrency, count - accounts.length)
    accounts.push(...(await Promise.all(Array.from({ length: batch }, openOne))))
  }
  return accounts
}

/** An identity with one USD account, unfunded: the integrator's path, through the API. */
export async function openAccount(api: ApiClient): Promise<OpenedAccount> {
  const identity = await api.post('set-up identity', '/identities', identityBody())
  return (await api.post('set-up account', '/accounts', {
    identityId: identity.id,
    type: 'CHECKING',
    currency: CURRENCY,
  })) as unknown as OpenedAccount
}

/**
 * Runs `task` while the integrator changes accounts every `intervalMs` through the API
 * (`PATCH /accounts/{id}`): it renames one of `accounts`, which decides nothing (migration 0021),
 * then blocks `spare`, or activates it again, which is a change to the decision inputs: it moves
 * the tenant's version, so what the server remembers of every account goes stale. No payment
 * touches `spare`. Fails with the first change that fails, once the task is done.
 */
export async function whileChangingAccounts<T>(
  api: ApiClient,
  accounts: readonly OpenedAccount[],
  spare: OpenedAccount,
  intervalMs: number,
  task: () => Promise<T>,
): Promise<T> {
  let stopped = false
  let wake = () => {}
  let failure: Error | undefined
  const changing = (async () => {
    for (let changes = 1; !stopped; changes += 1) {
      const account = accounts[randomInt(accounts.length)]!
      await api.patch('rename', `/accounts/${account.id}`, { name: `renamed ${changes}` })
      const status = changes % 2 === 1 ? 'BLOCKED' : 'ACTIVE'
      await api.patch('block or activate', `/accounts/${spare.id}`, { status })
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, intervalMs)
      })
    }
  })().catch((error: unknown) => {
    failure = error instanceof Error ? error : new Error('an account change failed', { cause: error })
  })
  let result: T
  try {
    result = await task()
  } finally {
    stopped = true
    wake()
    await changing
  }
  if (failure) throw failure
  return result
}
