/**
 * The package entry: what a receiver of this service's webhooks can import to check a callback.
 * The byte rule and a worked example are in docs/webhooks.md.
 */
export {
  computeStandardWebhookSignature,
  computeWebhookSignature,
  signWebhookBody,
  verifyStandardWebhook,
  verifyWebhookSignature,
} from './modules/webhooks/index.js'
