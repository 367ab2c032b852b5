import type { components, operations } from './generated/api.js'

// Request and response types derived from the generated OpenAPI types, by operation id: the SDK
// states no shape of its own, so it cannot drift from the API.

export type OperationId = keyof operations

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never
type Responses<K extends OperationId> = operations[K]['responses']

/** The JSON body an operation takes. */
export type RequestBody<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? JsonContent<NonNullable<R>>
  : never

/** The query parameters an operation takes. */
export type QueryParams<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never

/** The JSON body of an operation's success response (`void` for a 204). */
export type ResponseBody<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202 ? JsonContent<Responses<K>[S]> : never
}[keyof Responses<K>] extends infer Body
  ? [Body] extends [never]
    ? void
    : Body
  : never

/** The items of a list operation, wherever its page holds them. */
export type ListItem<K extends OperationId> =
  ResponseBody<K> extends { results: (infer T)[] }
    ? T
    : ResponseBody<K> extends { data: (infer T)[] }
      ? T
      : ResponseBody<K> extends { pagination: { results: (infer T)[] } }
        ? T
        : ResponseBody<K> extends { deliveries: (infer T)[] }
          ? T
          : never

export type Identity = ResponseBody<'getIdentity'>
export type Account = ResponseBody<'getAccount'>
export type Customer = ResponseBody<'getCustomer'>
export type Payment = ResponseBody<'getPayment'>
export type PaymentLink = ResponseBody<'getPaymentLink'>
export type CheckoutSession = ResponseBody<'getCheckoutSession'>
export type Rule = ResponseBody<'getRule'>
export type WebhookConfig = ResponseBody<'getWebhookConfig'>
export type NotificationDelivery = ListItem<'listNotifications'>
export type OriginNode = components['schemas']['OriginNode']
export type DestinationNode = components['schemas']['DestinationNode']
export type ErrorEnvelope = components['schemas']['ErrorEnvelope']

// The fixed lists a response's field comes from, as literal unions.
export type PaymentStatus = Payment['status']
export type PaymentType = Payment['type']
export type AccountStatus = Account['status']
export type IdentityStatus = Identity['status']
export type PaymentLinkStatus = PaymentLink['status']
export type CheckoutSessionStatus = CheckoutSession['status']
/**
 * The envelope's `error.type`; `connection_error` when no answer arrived, and `http_<status>` for an
 * answer without the envelope (the notification log's `{ message }`, a proxy's page).
 */
export type ErrorType = ErrorEnvelope['error']['type'] | 'connection_error' | `http_${number}`
