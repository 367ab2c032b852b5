import { LIST_ERRORS, type ApiDocs } from '../../http/openapi-docs.js'

export const rulesApiDocs: ApiDocs = {
  tag: 'Rules',
  operations: {
    'POST /rules': {
      operationId: 'createRule',
      summary: 'Create a rule',
      description:
        'Sets a rule on an identity; it applies to its payments and to those of its children. A ' +
        '`FEE` rule (`feeRule`) charges a `PERCENTAGE` of the amount or a `FIXED` amount in a ' +
        'currency; an `ALLOWED_VALUES` rule (`allowedValuesRule`) sends payments whose `key` (payment ' +
        'method, currency, country, …) is outside `allowedValues` to `REQUIRES_REVIEW` at capture. ' +
        '`filter` narrows when a rule applies; `overwrites: true` hides the rules of the same type ' +
        "inherited from ancestors. A payment's `country` is that of the rail its money leaves by (or, " +
        'for a pay-in, enters by): ETPAY is `CHL`, a BANK_ACCOUNT node its `bank.country`; a payment ' +
        'between internal accounts, or through a card, has none.\n\nErrors: 400 per offending field (a FIXED fee without currency, a ' +
        'percentage above 100, a rule object that does not match `type`, an unknown identity).',
      returns: 'The rule.',
      bodyExample: {
        type: 'FEE',
        identityId: 'idn_01HV3K8W2Q9ZC4',
        overwrites: false,
        filter: [{ name: 'paymentMethod', value: 'CARD' }],
        feeRule: { feeType: 'PERCENTAGE', value: '2.9', description: 'Card processing' },
      },
    },
    'GET /rules': {
      operationId: 'listRules',
      summary: 'List rules',
      description:
        'Lists rules, newest first, filtered by comma-separated `id`, `identityId`, `type`, `target` ' +
        'and `owner`. Pages with `limit` (default 50, at ' +
        'most 100) and `next`, or `cursor` in v2.' +
        LIST_ERRORS,
      returns: 'The pagination object and the page of rules in `results`.',
    },
    'GET /rules/{id}': {
      operationId: 'getRule',
      summary: 'Retrieve a rule',
      description: 'Returns one rule. Errors: 404 when the id is unknown or deleted.',
      returns: 'The rule.',
    },
    'DELETE /rules/{id}': {
      operationId: 'deleteRule',
      summary: 'Delete a rule',
      description:
        'Deletes the rule; payments already priced keep their fees. Errors: 404 when the id is unknown.',
      returns: 'No content.',
    },
  },
}
