import { splitCommaList } from '../../http/comma-list.js'
import { IssueList } from '../../shared/errors.js'
import { RULE_TARGETS, RULE_TYPES } from './rule-set.js'
import type { ListRulesQuery } from './rules.schemas.js'
import type { RuleListFilters } from './rules.service.js'

const MAX_LIST_VALUES = 100

/** The list query as typed filters: comma lists split and checked (400 otherwise). */
export function listFiltersOf(
  query: Omit<ListRulesQuery, 'limit' | 'next' | 'offset' | 'cursor'>,
): RuleListFilters {
  const issues = new IssueList()
  const values = (name: keyof typeof query) => commaList(query[name], name, issues)
  const filters: RuleListFilters = {
    ids: values('id'),
    types: enumerated(values('type'), RULE_TYPES, 'type', issues),
    targets: enumerated(values('target'), RULE_TARGETS, 'target', issues),
    identityIds: values('identityId'),
    owners: values('owner'),
  }
  issues.throwIfAny()
  return filters
}

/** A comma list filter, refused beyond MAX_LIST_VALUES values. */
function commaList(values: string[] | undefined, name: string, issues: IssueList): string[] | undefined {
  const items = splitCommaList(values)
  if (items && items.length > MAX_LIST_VALUES) issues.add(name, `takes at most ${MAX_LIST_VALUES} values`)
  return items
}

function enumerated<T extends string>(
  values: string[] | undefined,
  allowed: readonly T[],
  name: string,
  issues: IssueList,
): T[] | undefined {
  const unknown = values?.filter((v) => !(allowed as readonly string[]).includes(v)) ?? []
  if (unknown.length > 0) {
    issues.add(name, `has unknown values (${unknown.join(', ')}); allowed: ${allowed.join(', ')}`)
  }
  return values as T[] | undefined
}
