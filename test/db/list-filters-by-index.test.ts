import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { executeRaw, rawSql } from '../../src/db/raw-sql.js'
import { createIdentity } from '../helpers/factories.js'
import { planAsRun } from '../helpers/generic-plan.js'
import { openAccount, topUp } from '../helpers/payments.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'
import { createLink, linkBody, openSession } from '../payment-links/links.fixtures.js'

/**
 * A list filtered to one thing (one transaction's or one identity's deliveries, one identity's, one
 * link's or one account's payments, a person or a payer by email or document, a person by phone, an
 * account by external id, one owner's, customer's or account's payment links and checkout sessions)
 * must read that thing's rows, not every row of the tenant: these tables grow with every payment
 * and every user, and a filter that scans them gets slower by the day. Each list runs as a prepared
 * statement, which PostgreSQL plans once for any values (a generic plan); that plan must use the
 * filter's index. The account-number filters and the customers' search are planned for their values
 * instead (`plannedForItsValues`): that plan must use it, and a search for a term most customers
 * hold must walk the newest instead.
 */
const COPIES = 400
const onPostgres = Boolean(process.env.DATABASE_URL)

interface Statement {
  sql: string
  params: readonly unknown[]
}

const statements: Statement[] = []
let t: TestApp
let api: ApiCaller
const original = { identityId: '', accountId: '', paymentId: '', linkId: '', sessionId: '', customerId: '' }
/** The sequence numbers of the first payment's deliveries, which its copies' delivery ids carry. */
let originalSequences: string[] = []

beforeAll(async () => {
  t = await buildTestApp({
    onStatement: (text, params) => statements.push({ sql: text, params: params ?? [] }),
  })
  api = await t.newClient('sandbox')
  const identity = await createIdentity(api)
  const account = await openAccount(api, identity.id, 'USD')
  const payment = (await topUp(api, account, '10.00')) as { id: string }
  const link = await createLink(
    api,
    linkBody(
      { identityId: identity.id, account },
      { customer: { firstName: 'Ana', email: 'ana@example.com' } },
    ),
  )
  const session = await openSession(api, link.checkoutToken)
  const customer = await api.post('/customers', { firstName: 'Ana', email: 'ana@example.com' })
  Object.assign(original, {
    identityId: identity.id,
    accountId: account.id,
    paymentId: payment.id,
    linkId: link.id,
    sessionId: session.id,
    customerId: customer.json<{ id: string }>().id,
  })
  originalSequences = (
    await executeRaw<{ sequence: string }>(
      t.database.db,
      rawSql`select sequence::text from webhook_deliveries where payment_id = ${payment.id} order by sequence`,
    )
  ).map((row) => row.sequence)
  await copyRows()
  // As autovacuum, or the table maintenance where there is none (decision 0020), does once a table
  // grows: before any statistics, every index of a small table looks as good as any other.
  await t.database.db.execute(
    sql`analyze identities, accounts, ledger_accounts, payments, webhook_deliveries, payment_links, checkout_sessions, customers`,
  )
})

/**
 * The tenant's rows, each copied `COPIES` times under new ids: one identity, account, payment and
 * its deliveries, payment link, checkout session and customer per copy; every other payment through
 * one of 20 links.
 */
async function copyRows() {
  const { db } = t.database
  const copy = (table: string, where: string, changes: string) =>
    db.execute(
      sql.raw(`insert into ${table} overriding system value
        select (jsonb_populate_record(null::${table}, to_jsonb(row) || ${changes})).*
        from ${table} as row, generate_series(1, ${COPIES}) as n where ${where}`),
    )
  await copy(
    'identities',
    `row.id = '${original.identityId}'`,
    `jsonb_build_object('id', 'identity-' || n, 'email', 'Person-' || n || '@Example.com',
      'document_number', 'document-' || n, 'phone', '+5600' || n)`,
  )
  await copy(
    'ledger_accounts',
    `row.id = '${original.accountId}'`,
    `jsonb_build_object('id', 'account-' || n)`,
  )
  await copy(
    'accounts',
    `row.id = '${original.accountId}'`,
    `jsonb_build_object('id', 'account-' || n, 'account_number', 'number-' || n,
      'identity_id', 'identity-' || n, 'external_id', 'external-' || n)`,
  )
  await copy(
    'payments',
    `row.id = '${original.paymentId}'`,
    `jsonb_build_object('id', 'payment-' || n, 'identity_id', 'identity-' || n,
      'account_numbers', jsonb_build_array('number-' || n),
      'payment_link_id', case when n % 2 = 0 then 'link-' || n % 40 end)`,
  )
  await copy(
    'webhook_deliveries',
    `row.payment_id = '${original.paymentId}'`,
    `jsonb_build_object('id', 'delivery-' || n || '-' || row.sequence, 'sequence', n * 100 + row.sequence,
      'payment_id', 'payment-' || n, 'identity_id', 'identity-' || n)`,
  )
  const linkChanges = `'checkout_token', 'token-' || n, 'owner_identity_id', 'identity-' || n,
    'destination_account_numbers', jsonb_build_array('number-' || n)`
  await copy(
    'payment_links',
    `row.id = '${original.linkId}'`,
    `jsonb_build_object('id', 'paylink-' || n, 'customer_email', 'person-' || n || '@example.com', ${linkChanges})`,
  )
  await copy(
    'checkout_sessions',
    `row.id = '${original.sessionId}'`,
    `jsonb_build_object('id', 'session-' || n, 'payment_link_id', 'paylink-' || n, ${linkChanges})`,
  )
  // Named columns: PostgreSQL computes `search_text` and refuses a value for it.
  await db.execute(
    sql.raw(`insert into customers (client_id, environment, id, type, first_name, email, document_number,
        created_at, updated_at)
      select client_id, environment, 'customer-' || n, type, first_name, 'person-' || n || '@example.com',
        'document-' || n, created_at, updated_at
      from customers, generate_series(1, ${COPIES}) as n where id = '${original.customerId}'`),
  )
}

/** The items of a list response: its array at the top (`data`, `deliveries`), else in `pagination`. */
function itemsOf(body: Record<string, unknown>): { id: string }[] {
  const top = Object.values(body).find(Array.isArray)
  return (top ?? Object.values(body.pagination ?? {}).find(Array.isArray)) as { id: string }[]
}

interface FilteredList {
  name: string
  list: string
  /** One filter and its value. */
  filter: Record<string, string>
  table: string
  index: string
  expected: () => string[]
}

const linkPayments = Array.from({ length: COPIES / 40 }, (_, i) => `payment-${i * 40 + 8}`)
const deliveriesOfPayment7 = () => originalSequences.map((sequence) => `delivery-7-${sequence}`)
const one = (id: string) => () => [id]

const lists: FilteredList[] = [
  {
    name: 'the notification log, by transaction',
    list: '/v1/notifications',
    filter: { transactionId: 'payment-7' },
    table: 'webhook_deliveries',
    index: 'webhook_deliveries_payment',
    expected: deliveriesOfPayment7,
  },
  {
    name: 'the notification log, by identity',
    list: '/v1/notifications',
    filter: { identityId: 'identity-7' },
    table: 'webhook_deliveries',
    index: 'webhook_deliveries_identity',
    expected: deliveriesOfPayment7,
  },
  {
    name: 'payments, by identity',
    list: '/payments',
    filter: { identityId: 'identity-7' },
    table: 'payments',
    index: 'payments_identity',
    expected: one('payment-7'),
  },
  {
    name: 'payments, by payment link',
    list: '/payments',
    filter: { paymentLinkId: 'link-8' },
    table: 'payments',
    index: 'payments_payment_link',
    expected: () => linkPayments,
  },
  {
    name: 'payments, by account number',
    list: '/payments',
    filter: { accountNumber: 'number-7' },
    table: 'payments',
    index: 'payments_account_numbers',
    expected: one('payment-7'),
  },
  {
    name: 'identities, by email in any case',
    list: '/identities',
    filter: { email: 'PERSON-7@example.COM' },
    table: 'identities',
    index: 'identities_email',
    expected: one('identity-7'),
  },
  {
    name: 'identities, by document number',
    list: '/identities',
    filter: { documentNumber: 'document-7' },
    table: 'identities',
    index: 'identities_document_number',
    expected: one('identity-7'),
  },
  {
    name: 'identities, by phone',
    list: '/identities',
    filter: { phone: '+56007' },
    table: 'identities',
    index: 'identities_phone',
    expected: one('identity-7'),
  },
  {
    name: 'payment links, by owner',
    list: '/payment-links',
    filter: { 'owner.identityId': 'identity-7' },
    table: 'payment_links',
    index: 'payment_links_owner',
    expected: one('paylink-7'),
  },
  {
    name: "payment links, by customer's email",
    list: '/payment-links',
    filter: { 'customer.email': 'person-7@example.com' },
    table: 'payment_links',
    index: 'payment_links_customer_email',
    expected: one('paylink-7'),
  },
  {
    name: 'payment links, by destination account number',
    list: '/payment-links',
    filter: { 'destination.accountNumber': 'number-7' },
    table: 'payment_links',
    index: 'payment_links_destination_account_numbers',
    expected: one('paylink-7'),
  },
  {
    name: 'checkout sessions, by owner',
    list: '/checkout-sessions',
    filter: { identityId: 'identity-7' },
    table: 'checkout_sessions',
    index: 'checkout_sessions_owner',
    expected: one('session-7'),
  },
  {
    name: 'checkout sessions, by destination account number',
    list: '/checkout-sessions',
    filter: { accountNumber: 'number-7' },
    table: 'checkout_sessions',
    index: 'checkout_sessions_destination_account_numbers',
    expected: one('session-7'),
  },
  {
    name: "customers, by a search for one customer's email",
    list: '/customers',
    filter: { search: 'person-7@example.com' },
    table: 'customers',
    index: 'customers_search_text_trgm_index',
    expected: one('customer-7'),
  },
  {
    name: 'customers, by email in any case',
    list: '/customers',
    filter: { email: 'PERSON-7@example.COM' },
    table: 'customers',
    index: 'customers_email',
    expected: one('customer-7'),
  },
  {
    name: 'customers, by document number',
    list: '/customers',
    filter: { documentNumber: 'document-7' },
    table: 'customers',
    index: 'customers_document_number',
    expected: one('customer-7'),
  },
  {
    name: 'accounts, by external id',
    list: '/accounts',
    filter: { externalId: 'external-7' },
    table: 'accounts',
    index: 'accounts_external_id',
    expected: one('account-7'),
  },
]

describe('a list filtered to one thing, on a table of many', () => {
  it.each(lists)(
    '$name reads its rows through an index',
    async ({ list, filter, table, index, expected }) => {
      statements.length = 0
      const response = await api.get(list, { query: filter })
      expect(response.statusCode, response.body).toBe(200)
      expect(
        itemsOf(response.json())
          .map((item) => item.id)
          .sort(),
      ).toEqual(expected().sort())

      // The page and its total: each statement that read the table for the filter's value, alone,
      // for an account-number filter (`&&`, `@>`) as the one-element array literal the driver sends,
      // or for a search as the pattern of its LIKE.
      const [value] = Object.values(filter)
      const names = (param: unknown) => param === value || param === `{"${value}"}` || param === `%${value}%`
      const reads = statements.filter(
        (statement) => statement.sql.includes(`from "${table}"`) && statement.params.some(names),
      )
      expect(reads.length).toBeGreaterThan(0)
      for (const read of reads) {
        const plan = await planAsRun(t.database.db, read.sql, read.params)
        expect(plan, plan).toMatch(new RegExp(`(using|on) ${index}\\b`))
        expect(plan, plan).not.toContain(`Seq Scan on ${table}`)
      }
    },
  )
})

describe('a customer search for a term that most customers hold', () => {
  it('walks the newest customers for a page instead of reading every match through the trigram index', async () => {
    statements.length = 0
    const response = await api.get('/customers', { query: { search: 'example.com' } })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().pagination.total).toBe(COPIES + 1)

    // A page of a term in every row is found among the newest rows: read through the trigram index,
    // it would fetch and sort every customer of the tenant first.
    const page = statements.find(
      (statement) => statement.sql.includes('from "customers"') && /\blimit\b/.test(statement.sql),
    )
    expect(page).toBeDefined()
    const plan = await planAsRun(t.database.db, page!.sql, page!.params)
    expect(plan, plan).toMatch(/using customers_live_created_at\b/)
    expect(plan, plan).not.toContain('customers_search_text_trgm_index')
  })
})

describe('a list with more after its page', () => {
  // The lists that grow with every payment, checkout and user, unfiltered: payments (not attempts),
  // and live rows only.
  const counted = [
    { list: '/payments', table: 'payments' },
    { list: '/identities', table: 'identities' },
    { list: '/customers', table: 'customers' },
    { list: '/payment-links', table: 'payment_links' },
    { list: '/checkout-sessions', table: 'checkout_sessions' },
  ]

  // PostgreSQL only: PGlite's planner went on pricing the table's rows after the vacuum (the plan
  // read another index and then every row), and the embedded database serves one developer.
  it.runIf(onPostgres).each(counted)(
    '$list counts its total from its index alone, without reading the table',
    async ({ list, table }) => {
      // As the table maintenance pass, or autovacuum, does once a table grows: a vacuum marks the
      // table's pages all-visible, and an index-only scan then need not read them.
      await t.database.db.execute(sql.raw(`vacuum ${table}`))
      statements.length = 0
      const response = await api.get(list, { query: { limit: '10' } })
      expect(response.statusCode, response.body).toBe(200)
      expect(itemsOf(response.json())).toHaveLength(10)

      const count = statements.find(
        (statement) => statement.sql.includes(`from "${table}"`) && statement.sql.includes('count(*)'),
      )
      expect(count).toBeDefined()
      // Through an index, never the table: an index-only scan of any index that holds the filters.
      const plan = await planAsRun(t.database.db, count!.sql, count!.params, { seqScan: false })
      expect(plan, plan).toMatch(new RegExp(`Index Only Scan using \\w+ on ${table}\\b`))
      expect(plan, plan).not.toMatch(/Seq Scan|Heap Scan|Index Scan/)
    },
  )
})
