import { splitCommaList } from '../../http/comma-list.js'
import { isCurrencyCode } from '../../shared/currencies.js'
import { dayRange } from '../../shared/dates.js'
import { IssueList } from '../../shared/errors.js'
import { isAscending } from '../../shared/page.js'
import { PAYMENT_STATUSES } from './payment-status.js'
import type { ListPaymentsQuery } from './payments.schemas.js'
import type { PaymentListFilters } from './payments.service.js'
import { PAYMENT_TYPES } from './rails/payment-types.js'

/** The list query as typed filters: comma lists split, values checked, days as instants (400 otherwise). */
export function listFiltersOf(
  query: Omit<ListPaymentsQuery, 'limit' | 'next' | 'offset' | 'cursor'>,
): PaymentListFilters {
  const issues = new IssueList()
  const filters: PaymentListFilters = {
    identityId: query.identityId,
    accountNumber: query.accountNumber,
    types: enumerated(query.type, PAYMENT_TYPES, 'type', issues),
    statuses: enumerated(query.status, PAYMENT_STATUSES, 'status', issues),
    currencies: currencyList(query.currency, issues),
    externalId: query.externalId,
    checkoutSessionId: query.checkoutSessionId,
    paymentLinkId: query.paymentLinkId,
    createdFrom: query.startDate === undefined ? undefined : dayRange(query.startDate, 'startDate').from,
    createdBefore: query.endDate === undefined ? undefined : dayRange(query.endDate, 'endDate').before,
    ascending: isAscending(query.sort),
  }
  issues.throwIfAny()
  return filters
}

/** A comma list filter whose values must come from `allowed`. */
function enumerated<T extends string>(
  values: string[] | undefined,
  allowed: readonly T[],
  field: string,
  issues: IssueList,
): T[] | undefined {
  const items = splitCommaList(values)
  for (const value of items ?? []) {
    if (!(allowed as readonly string[]).includes(value)) {
      issues.add(field, `${value} is not one of ${allowed.join(', ')}`)
    }
  }
  return items as T[] | undefined
}

/** A comma list of currency codes; a code that cannot be one is a 400 rather than an empty page. */
function currencyList(values: string[] | undefined, issues: IssueList): string[] | undefined {
  const items = splitCommaList(values)
  for (const value of items ?? []) {
    if (!isCurrencyCode(value)) issues.add('currency', `${value} is not a currency code`)
  }
  return items
}
