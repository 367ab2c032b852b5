import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { invalidField, notFound } from '../../shared/errors.js'
import type { Tenant } from '../../shared/tenant.js'
import { isCountryAlpha3 } from '../../shared/validation/index.js'
import type { AccountsService } from '../accounts/index.js'
import { exchangeRate, formatRate, type RateTable } from './fx.js'
import { listBanks } from './rails/banks.catalogue.js'
import { isNodeType, NODE_TYPES, nodeTypesFor, RAILS } from './rails/rails.catalogue.js'
import type { Direction, NodeType, RailConfigNode } from './rails/rails.types.js'
import { toConfigNode } from './rails/rails.views.js'

/**
 * The rails catalogue as the API serves it: configuration entries for origins and destinations,
 * the products per currency, banks and payment methods. Everything is derived from the catalogue
 * data; no rail is special-cased here.
 */
export function createCatalogueService(deps: {
  db: Database
  accounts: AccountsService
  rates: RateTable
  clock: Clock
}) {
  const { db, accounts, rates } = deps
  // The table is configuration, read once at start-up: this is the moment its rates hold from.
  const ratesLoadedAt = deps.clock.now()

  async function accountCurrency(
    tenant: Tenant,
    accountNumber: string | undefined,
  ): Promise<string | undefined> {
    // The reference client sends `accountNumber=` (empty) to mean "no account".
    if (accountNumber === undefined || accountNumber === '') return undefined
    const [account] = await accounts.findByNumbers(db, tenant, [accountNumber])
    if (!account) throw notFound('Account', accountNumber)
    return account.currency
  }

  /**
   * Config entries for every rail of `direction` and each currency it takes. `ownCurrency` is the
   * internal side's currency (an account's): pay-ins settle into it, payouts are paid from it,
   * converting where a rate exists; without it, each entry is a same-currency product.
   */
  function configs(
    direction: Direction,
    ownCurrency: string | undefined,
    only?: (type: NodeType, railCurrency: string) => boolean,
  ) {
    const entries: RailConfigNode[] = []
    for (const type of nodeTypesFor(direction)) {
      for (const railCurrency of RAILS[type].currencies) {
        if (only && !only(type, railCurrency)) continue
        const other = ownCurrency ?? railCurrency
        if (!exchangeRate(railCurrency, other, rates)) continue
        // The node (and its limits) is in the rail's currency; the product reads payer:payee.
        const entry = toConfigNode(RAILS[type], direction, railCurrency, other)
        entries.push(direction === 'payIn' ? { ...entry, product: `${railCurrency}:${other}` } : entry)
      }
    }
    return entries
  }

  function requireNodeType(type: string | undefined): NodeType | undefined {
    if (type === undefined) return undefined
    if (!isNodeType(type)) throw invalidField('type', `must be one of ${NODE_TYPES.join(', ')}`)
    return type
  }

  return {
    async destinations(
      tenant: Tenant,
      query: { accountNumber?: string; type?: string },
    ): Promise<RailConfigNode[]> {
      const type = requireNodeType(query.type)
      const own = await accountCurrency(tenant, query.accountNumber)
      return configs('payOut', own, (t) => type === undefined || t === type)
    },

    async origins(
      tenant: Tenant,
      query: { accountNumber?: string; currency?: string; purchaseCurrency?: string },
    ): Promise<RailConfigNode[]> {
      const own = (await accountCurrency(tenant, query.accountNumber)) ?? query.currency
      return configs(
        'payIn',
        own,
        (_t, railCurrency) => query.purchaseCurrency === undefined || railCurrency === query.purchaseCurrency,
      )
    },

    /** REFERENCE.md §7: what can be paid in and out per currency (cross-currency pay-ins are grouped under the settlement currency). */
    async availableProducts(tenant: Tenant, query: { identityId?: string; currencies?: readonly string[] }) {
      // Without a currency list, an identity's products are those of the currencies it holds.
      const currencies =
        query.currencies ??
        (query.identityId === undefined
          ? undefined
          : (await accounts.balancesOf(tenant, query.identityId)).balances.map((b) => b.currency))
      const byCurrency = allCurrencies()
        .filter((currency) => currencies === undefined || currencies.includes(currency))
        .map((currency) => {
          const payin = configs('payIn', currency)
          const payout = configs('payOut', undefined, (_t, railCurrency) => railCurrency === currency)
          return {
            currency,
            payin: { paymentMethods: unique(payin.map((c) => c.type)), products: payin },
            payout: { withdrawalMethods: unique(payout.map((c) => c.type)), products: payout },
          }
        })
      return {
        supportedPaymentCurrencies: byCurrency
          .filter((c) => c.payin.products.length > 0)
          .map((c) => c.currency),
        supportedPayoutCurrencies: byCurrency
          .filter((c) => c.payout.products.length > 0)
          .map((c) => c.currency),
        supportedPaymentMethods: unique(byCurrency.flatMap((c) => c.payin.paymentMethods)),
        supportedWithdrawalMethods: unique(byCurrency.flatMap((c) => c.payout.withdrawalMethods)),
        byCurrency,
      }
    },

    /**
     * GET /payments/currencies: the currencies a payer can pay the identity in (pay-in rails that
     * settle into one of its account currencies) and those it can pay out to from them.
     */
    async currencies(tenant: Tenant, identityId: string) {
      const held = (await accounts.balancesOf(tenant, identityId)).balances.map((b) => b.currency)
      const railCurrencies = (direction: Direction) =>
        unique(held.flatMap((own) => configs(direction, own).map((entry) => entry.currency))).sort()
      return {
        identityId,
        accountCurrencies: held,
        supportedPaymentCurrencies: railCurrencies('payIn'),
        supportedPayoutCurrencies: railCurrencies('payOut'),
      }
    },

    /** GET /fx/rates: units of each currency per unit of `base`, from the configured table. */
    rates(base: string) {
      if (rates[base] === undefined) throw invalidField('base', 'has no rate in the configured table')
      const table: Record<string, string> = {}
      for (const currency of Object.keys(rates).sort()) {
        table[currency] = formatRate(exchangeRate(base, currency, rates)!)
      }
      return { base, rates: table, timestamp: ratesLoadedAt.toISOString() }
    },

    banks(country: string) {
      if (!isCountryAlpha3(country)) {
        throw invalidField('country', 'is not an ISO 3166-1 alpha-3 country code')
      }
      return listBanks(country)
    },

    /** The Payment-methods tag: each rail with where and in which direction it works. */
    paymentMethods(query: { country?: string; currency?: string }) {
      return NODE_TYPES.map((type) => RAILS[type])
        .filter((rail) => query.currency === undefined || rail.currencies.includes(query.currency))
        .filter(
          (rail) =>
            query.country === undefined ||
            !Array.isArray(rail.countries) ||
            rail.countries.includes(query.country),
        )
        .map((rail) => ({
          type: rail.type,
          name: rail.name,
          category: rail.category,
          payIn: rail.payIn !== undefined,
          payOut: rail.payOut !== undefined,
          countries: typeof rail.countries === 'string' ? [rail.countries] : [...rail.countries],
          currencies: [...rail.currencies],
        }))
    },
  }
}

export type CatalogueService = ReturnType<typeof createCatalogueService>

function allCurrencies(): string[] {
  return unique(NODE_TYPES.flatMap((type) => RAILS[type].currencies)).sort()
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}
