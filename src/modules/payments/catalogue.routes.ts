import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { tenantOf } from '../../http/request-context.js'
import { CountryCode, CurrencyCode, responses, Strict } from '../../shared/schemas.js'
import type { CatalogueService } from './catalogue.service.js'

const ConfigNodeSchema = Type.Object({
  name: Type.String(),
  type: Type.String(),
  currency: Type.String(),
  product: Type.String(),
  minAmount: Type.String({ pattern: '^\\d+$' }),
  maxAmount: Type.String({ pattern: '^\\d+$' }),
  requiredFields: Type.Array(Type.String()),
  validOrigins: Type.Optional(Type.Array(Type.String())),
  validDestinations: Type.Optional(Type.Array(Type.String())),
  nodeSchema: Type.Record(Type.String(), Type.Unknown()),
  requiredFieldTypes: Type.Record(Type.String(), Type.String()),
  settlement: Type.String(),
})
const ConfigList = Type.Array(ConfigNodeSchema)
const Products = Type.Object({
  supportedPaymentCurrencies: Type.Array(Type.String()),
  supportedPayoutCurrencies: Type.Array(Type.String()),
  supportedPaymentMethods: Type.Array(Type.String()),
  supportedWithdrawalMethods: Type.Array(Type.String()),
  byCurrency: Type.Array(
    Type.Object({
      currency: Type.String(),
      payin: Type.Object({ paymentMethods: Type.Array(Type.String()), products: ConfigList }),
      payout: Type.Object({ withdrawalMethods: Type.Array(Type.String()), products: ConfigList }),
    }),
  ),
})
const BankSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  countryCode: Type.String(),
  bankId: Type.Optional(Type.String()),
})
const PaymentMethodSchema = Type.Object({
  type: Type.String(),
  name: Type.String(),
  category: Type.String(),
  payIn: Type.Boolean(),
  payOut: Type.Boolean(),
  countries: Type.Array(Type.String()),
  currencies: Type.Array(Type.String()),
})
const CurrenciesSchema = Type.Object({
  identityId: Type.String(),
  accountCurrencies: Type.Array(Type.String(), { description: 'Currencies of the identity’s accounts' }),
  supportedPaymentCurrencies: Type.Array(Type.String()),
  supportedPayoutCurrencies: Type.Array(Type.String()),
})
const RatesSchema = Type.Object({
  base: Type.String(),
  rates: Type.Record(Type.String(), Type.String({ pattern: '^\\d+(\\.\\d+)?$' })),
  timestamp: Type.String({ format: 'date-time', description: 'When the rate table took effect' }),
})
const optionalString = (maxLength: number) => Type.Optional(Type.String({ maxLength }))

export function catalogueRoutes(catalogue: CatalogueService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/payment-destinations',
      {
        schema: {
          tags: ['Payments'],
          description: 'Payout node configurations; with accountNumber, paid from that account’s currency.',
          querystring: Type.Object({ accountNumber: optionalString(64), type: optionalString(40) }),
          response: responses({ 200: ConfigList }),
        },
      },
      (request) => catalogue.destinations(tenantOf(request), request.query),
    )

    app.get(
      '/payment-origins',
      {
        schema: {
          tags: ['Payments'],
          description: 'Pay-in node configurations settling into an account’s (or the given) currency.',
          querystring: Type.Object({
            accountNumber: optionalString(64),
            currency: Type.Optional(CurrencyCode),
            purchaseCurrency: Type.Optional(CurrencyCode),
          }),
          response: responses({ 200: ConfigList }),
        },
      },
      (request) => catalogue.origins(tenantOf(request), request.query),
    )

    app.get(
      '/payments/available-products',
      {
        schema: {
          tags: ['Payments'],
          querystring: Type.Object({
            identityId: optionalString(64),
            currencies: optionalString(200),
            currency: Type.Optional(CurrencyCode),
          }),
          response: responses({ 200: Products }),
        },
      },
      async (request) => {
        const { identityId, currencies, currency } = request.query
        const list =
          currencies
            ?.split(',')
            .map((c) => c.trim())
            .filter(Boolean) ?? (currency ? [currency] : undefined)
        return catalogue.availableProducts(tenantOf(request), { identityId, currencies: list })
      },
    )

    app.get(
      '/payments/currencies',
      {
        schema: {
          tags: ['Payments'],
          description: 'Currencies the identity can be paid in and pay out to, given its accounts.',
          querystring: Type.Object({ identityId: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: responses({ 200: CurrenciesSchema }),
        },
      },
      (request) => catalogue.currencies(tenantOf(request), request.query.identityId),
    )

    app.get(
      '/fx/rates',
      {
        schema: {
          tags: ['FX'],
          description: 'The configured exchange rates: units of each currency per unit of base.',
          querystring: Type.Object({
            // The reference client sends `base=` when it has none, as it sends an empty accountNumber.
            base: Type.Optional(
              Type.String({ pattern: '^([A-Z]{3,5})?$', default: 'USD', description: 'empty: USD' }),
            ),
          }),
          response: responses({ 200: RatesSchema }),
        },
      },
      async (request) => catalogue.rates(request.query.base || 'USD'),
    )

    app.get(
      '/payments/banks/:country',
      {
        schema: {
          tags: ['Payments'],
          params: Type.Object({ country: Type.String({ maxLength: 3 }) }, Strict),
          response: responses({ 200: Type.Array(BankSchema) }),
        },
      },
      async (request) => catalogue.banks(request.params.country),
    )

    app.get(
      '/payment-methods',
      {
        schema: {
          tags: ['Payment-methods'],
          description: 'The rails, where they work and in which direction.',
          querystring: Type.Object({
            country: Type.Optional(CountryCode),
            currency: Type.Optional(CurrencyCode),
          }),
          response: responses({ 200: Type.Array(PaymentMethodSchema) }),
        },
      },
      async (request) => catalogue.paymentMethods(request.query),
    )
  }
}
