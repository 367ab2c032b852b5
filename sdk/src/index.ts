export { PaymentsPlatform } from './client.js'
export type { PaymentsPlatformOptions, RequestOptions } from './transport.js'
export {
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  IdempotencyError,
  InvalidRequestError,
  NotFoundError,
  PaymentsPlatformError,
  PermissionError,
  RateLimitError,
  SignatureVerificationError,
} from './errors.js'
export {
  constructEvent,
  type ConstructEventOptions,
  type WebhookEvent,
  type WebhookHeaders,
} from './webhooks.js'
// The low-level signature helpers, for receivers that want them.
export {
  computeStandardWebhookSignature,
  computeWebhookSignature,
  verifyStandardWebhook,
  verifyWebhookSignature,
} from './signature.js'
export type * from './types.js'
export type { components, operations, paths } from './generated/api.js'
