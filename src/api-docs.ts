import type { ApiDocs } from './http/openapi-docs.js'
import { accountsApiDocs } from './modules/accounts/index.js'
import { clientsApiDocs } from './modules/clients/index.js'
import { customersApiDocs } from './modules/customers/index.js'
import { identitiesApiDocs } from './modules/identities/index.js'
import { paymentLinksApiDocs } from './modules/payment-links/index.js'
import { paymentsApiDocs } from './modules/payments/index.js'
import { rulesApiDocs } from './modules/rules/index.js'
import { webhooksApiDocs } from './modules/webhooks/index.js'

/** Every module's operation docs, merged into the OpenAPI document (src/http/openapi-docs.ts). */
export const API_DOCS: readonly ApiDocs[] = [
  clientsApiDocs,
  identitiesApiDocs,
  accountsApiDocs,
  paymentsApiDocs,
  paymentLinksApiDocs,
  customersApiDocs,
  rulesApiDocs,
  webhooksApiDocs,
]
