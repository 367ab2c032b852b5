import { isStorableInstant } from '../../shared/dates.js'
import type { LogFilters } from './webhooks.repository.js'
import type { NotificationsQuery } from './webhooks.schemas.js'
import type { NotificationsFilters } from './webhooks.service.js'
import { DELIVERY_STATUSES, type DeliveryStatus } from './webhooks.tables.js'

const DEFAULT_LIMIT = 50
const MAX_LIMIT = 200

/**
 * GET /v1/notifications's query as filters. Every filter is read leniently (SPEC.md): what cannot
 * be understood is ignored.
 */
export function notificationsFiltersOf(query: NotificationsQuery): NotificationsFilters {
  return {
    limit: clampLimit(query.limit),
    cursor: text(query.cursor),
    transactionId: text(query.transactionId),
    identityId: text(query.identityId),
    eventType: text(query.eventType),
    event: text(query.event),
    status: statusOf(query.status),
    environment: environmentOf(query.testMode),
    from: dateOf(query.from),
    to: dateOf(query.to),
  }
}

/**
 * A query value as one string: repeated parameters take the first; empty means absent. The
 * validator may have read `limit=10` or `testMode=true` as a number or a boolean: back to text.
 */
function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value
  const written = typeof first === 'number' || typeof first === 'boolean' ? String(first) : first
  return typeof written === 'string' && written !== '' ? written : undefined
}

function clampLimit(value: unknown): number {
  const raw = text(value)
  const parsed =
    raw !== undefined && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(raw) ? Math.trunc(Number(raw)) : undefined
  if (parsed === undefined) return DEFAULT_LIMIT
  return Math.min(Math.max(parsed, 1), MAX_LIMIT)
}

function statusOf(value: unknown): DeliveryStatus | undefined {
  const raw = text(value)
  return (DELIVERY_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as DeliveryStatus) : undefined
}

/** `testMode`: true is the sandbox, false live; anything else is both. */
export function environmentOf(value: unknown): LogFilters['environment'] {
  const raw = text(value)?.toLowerCase()
  if (raw === 'true') return 'sandbox'
  if (raw === 'false') return 'live'
  return undefined
}

/** ISO 8601 dates and date-times only; anything else (an impossible or unstorable date) is ignored. */
function dateOf(value: unknown): Date | undefined {
  const raw = text(value)
  if (raw === undefined || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw)) {
    return undefined
  }
  const date = new Date(raw)
  return isStorableInstant(date.getTime()) ? date : undefined
}
