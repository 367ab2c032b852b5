import { createStateMachine } from '../../shared/state-machine.js'
import { DELIVERY_STATUSES, type DeliveryStatus } from './webhooks.tables.js'

/** What happens to a log row: a try succeeds or fails, or there is nowhere to send it. */
export type DeliveryEvent = 'deliver' | 'fail_attempt' | 'skip'

/**
 * The delivery log row's state machine. A row is queued `failed` with a try due (the log has no
 * pending status, docs/decisions/0012-webhooks.md); `delivered` and `skipped` are final.
 */
export const deliveryStatus = createStateMachine<DeliveryStatus, DeliveryEvent>({
  resource: 'webhook delivery',
  states: DELIVERY_STATUSES,
  transitions: {
    deliver: { from: ['failed'], to: 'delivered' },
    fail_attempt: { from: ['failed'], to: 'failed' },
    skip: { from: ['failed'], to: 'skipped' },
  },
})
