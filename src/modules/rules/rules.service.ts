import type { Database } from '../../db/client.js'
import { DecisionInputsMemo } from '../../db/decision-inputs.js'
import type { Clock } from '../../shared/clock.js'
import { isCurrencyCode } from '../../shared/currencies.js'
import { IssueList, notFound } from '../../shared/errors.js'
import { newId } from '../../shared/ids.js'
import { formatAmount, parseAmount, parseDecimal } from '../../shared/money.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import { isCountryAlpha3 } from '../../shared/validation/index.js'
import type { IdentitiesService } from '../identities/index.js'
import {
  ruleSetOf,
  type AllowedValuesKey,
  type AllowedValuesRule,
  type FeeRule,
  type FilterEntry,
  type RuleDefinition,
  type RuleSet,
} from './rule-set.js'
import type { RuleFilters, RuleRow, RulesRepository, StoredRule } from './rules.repository.js'
import type { CreateRuleBody, Rule } from './rules.schemas.js'

/** Every rule created through the API belongs to the client; the reference also knows platform rules. */
const OWNER = 'CLIENT'

/**
 * The values payment attributes take, from the rails catalogue. app.ts passes them in, so this
 * module checks filters against the same lists the payments engine uses without importing it.
 */
export interface RuleVocabulary {
  transactionTypes: readonly string[]
  /** Node types: the values of `paymentMethod` and `destinationType`. */
  nodeTypes: readonly string[]
}

/** The list filters, typed and checked (the routes parse the query into them). */
export type RuleListFilters = RuleFilters & { owners?: string[] | undefined }

export function createRulesService(deps: {
  db: Database
  repository: RulesRepository
  identities: IdentitiesService
  vocabulary: RuleVocabulary
  clock: Clock
}) {
  const { db, repository, identities, vocabulary, clock } = deps

  /** Why `value` can never equal a payment's `key`, or undefined when it can. */
  function valueIssue(key: AllowedValuesKey, value: string): string | undefined {
    switch (key) {
      case 'currency':
      case 'purchaseCurrency':
        return isCurrencyCode(value) ? undefined : 'is not an ISO 4217 currency code'
      case 'country':
        return isCountryAlpha3(value) ? undefined : 'is not an ISO 3166-1 alpha-3 country code'
      case 'product': {
        const [purchaseCurrency, currency, extra] = value.split(':')
        const isProduct =
          extra === undefined &&
          currency !== undefined &&
          isCurrencyCode(purchaseCurrency!) &&
          isCurrencyCode(currency)
        return isProduct ? undefined : 'must be PURCHASECURRENCY:CURRENCY, for example CLP:CLP'
      }
      case 'transactionType':
        return oneOf(vocabulary.transactionTypes, value)
      case 'paymentMethod':
      case 'destinationType':
        return oneOf(vocabulary.nodeTypes, value)
    }
  }

  function checkFilter(filter: readonly FilterEntry[], issues: IssueList): void {
    const seen = new Set<string>()
    filter.forEach((entry, i) => {
      // Two values for one name could never both equal the payment's: the rule would never apply.
      if (seen.has(entry.name)) issues.add(`filter[${i}].name`, `${entry.name} appears more than once`)
      seen.add(entry.name)
      const issue = valueIssue(entry.name, entry.value)
      if (issue) issues.add(`filter[${i}].value`, issue)
    })
  }

  function checkAllowedValuesRule(rule: AllowedValuesRule, issues: IssueList): void {
    rule.allowedValues.forEach((value, i) => {
      const issue = valueIssue(rule.key, value)
      if (issue) issues.add(`allowedValuesRule.allowedValues[${i}]`, issue)
    })
  }

  /** The rule sets of live identities as last read, for guarded work (db/decision-inputs.ts). */
  const ruleSetsSeen = new DecisionInputsMemo<RuleSet>()

  /** `rulesFor`, or undefined when the identity is not a live identity of the tenant. */
  async function rulesOfLiveIdentity(
    executor: Database,
    tenant: Tenant,
    identityId: string,
  ): Promise<RuleSet | undefined> {
    const [seen] = ruleSetsSeen.recall(executor, tenant, [identityId]) ?? []
    if (seen) return seen
    const found = await repository.findForLineage(
      executor,
      tenant,
      identities.lineageQuery(tenant, identityId),
    )
    if (!found.lineage.some((entry) => entry.depth === 0)) return undefined
    const levels: string[][] = []
    for (const { id, depth } of found.lineage) levels[depth] = [...(levels[depth] ?? []), id]
    const ruleSet = ruleSetOf(
      levels.map((ids) => found.rules.filter((row) => ids.includes(row.identityId)).map(toDefinition)),
    )
    return ruleSetsSeen.remember(executor, tenant, identityId, ruleSet, found.version)
  }

  return {
    async create(tenant: Tenant, body: CreateRuleBody): Promise<Rule> {
      const issues = new IssueList()
      if (!(await identities.findIdentity(db, tenant, body.identityId))) {
        issues.add('identityId', 'identity not found')
      }
      if (body.type === 'FEE' && body.target === 'IDENTITY') {
        issues.add('target', 'FEE rules always target TRANSACTION')
      }
      checkFilter(body.filter ?? [], issues)
      const own = body.type === 'FEE' ? 'feeRule' : 'allowedValuesRule'
      const other = body.type === 'FEE' ? 'allowedValuesRule' : 'feeRule'
      if (body[own] == null) issues.add(own, `is required for ${body.type} rules`)
      if (body[other] != null) issues.add(other, `is not allowed on ${body.type} rules`)
      const feeRule = body.type === 'FEE' && body.feeRule ? checkFeeRule(body.feeRule, issues) : null
      const allowedValuesRule = body.type === 'ALLOWED_VALUES' ? (body.allowedValuesRule ?? null) : null
      if (allowedValuesRule) checkAllowedValuesRule(allowedValuesRule, issues)
      issues.throwIfAny()

      const now = clock.now()
      const row: RuleRow = {
        ...tenant,
        id: newId(now),
        identityId: body.identityId,
        type: body.type,
        target: body.target ?? 'TRANSACTION',
        overwrites: body.overwrites,
        filter: body.filter ?? null,
        feeRule,
        allowedValuesRule,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      }
      await repository.insert(db, row)
      return toRuleView(row)
    },

    async get(tenant: Tenant, id: string): Promise<Rule> {
      const row = await repository.findById(db, tenant, id)
      if (!row) throw notFound('Rule', id)
      return toRuleView(row)
    },

    async list(tenant: Tenant, filters: RuleListFilters, page: PageRequest): Promise<Page<Rule>> {
      const { owners, ...byColumn } = filters
      if (owners && !owners.includes(OWNER)) return { items: [], total: 0, hasMore: false, request: page }
      const rows = await repository.list(db, tenant, byColumn, page)
      return { ...rows, items: rows.items.map(toRuleView) }
    },

    async remove(tenant: Tenant, id: string): Promise<void> {
      if (!(await repository.softDelete(db, tenant, id, clock.now()))) throw notFound('Rule', id)
    },

    /**
     * For the payments engine: the rules in force for an identity, its own and those inherited from
     * its ancestors, with overwriting rules applied per type (see `ruleSetOf`). 404 for an identity
     * that is not a live identity of the tenant.
     */
    async rulesFor(executor: Database, tenant: Tenant, identityId: string): Promise<RuleSet> {
      const ruleSet = await rulesOfLiveIdentity(executor, tenant, identityId)
      if (!ruleSet) throw notFound('Identity', identityId)
      return ruleSet
    },

    rulesOfLiveIdentity,
  }
}

export type RulesService = ReturnType<typeof createRulesService>

/** The fee rule as stored: `type` folded into `feeType`, a FIXED value at its currency's scale. */
function checkFeeRule(input: NonNullable<CreateRuleBody['feeRule']>, issues: IssueList): FeeRule | null {
  const before = issues.issues.length
  if (input.feeType !== undefined && input.type !== undefined && input.feeType !== input.type) {
    issues.add('feeRule.type', 'must equal feeRule.feeType when both are sent (type is its alias)')
  }
  const feeType = input.feeType ?? input.type
  if (feeType === undefined) issues.add('feeRule.feeType', 'is required')
  let value = input.value
  if (feeType === 'PERCENTAGE') {
    const percent = parseDecimal(input.value)
    if (percent && percent.digits > 100n * 10n ** BigInt(percent.scale)) {
      issues.add('feeRule.value', 'is a percentage and must be at most 100')
    }
    if (input.currency !== undefined) {
      issues.add('feeRule.currency', 'is only for FIXED fees; limit a PERCENTAGE fee with a currency filter')
    }
  }
  if (feeType === 'FIXED') {
    if (input.currency === undefined) {
      issues.add('feeRule.currency', 'is required for FIXED fees')
    } else if (!isCurrencyCode(input.currency)) {
      issues.add('feeRule.currency', 'is not an ISO 4217 currency code')
    } else {
      const amount = parseAmount(input.value, input.currency)
      if (amount.ok) value = formatAmount(amount.minor, input.currency)
      else issues.add('feeRule.value', amount.issue)
    }
  }
  if (issues.issues.length > before || feeType === undefined) return null
  const description = input.description?.trim() ? input.description : undefined
  return {
    feeType,
    value,
    ...(feeType === 'FIXED' && { currency: input.currency }),
    ...(description !== undefined && { description }),
  }
}

function oneOf(values: readonly string[], value: string): string | undefined {
  return values.includes(value) ? undefined : `must be one of: ${values.join(', ')}`
}

function toDefinition(row: StoredRule): RuleDefinition {
  const base = {
    id: row.id,
    identityId: row.identityId,
    target: row.target,
    overwrites: row.overwrites,
    filter: row.filter,
  }
  if (row.type === 'FEE') {
    if (!row.feeRule) throw new Error(`FEE rule ${row.id} has no fee rule stored`)
    return { ...base, type: 'FEE', feeRule: row.feeRule }
  }
  if (!row.allowedValuesRule) throw new Error(`ALLOWED_VALUES rule ${row.id} has no allowed values stored`)
  return { ...base, type: 'ALLOWED_VALUES', allowedValuesRule: row.allowedValuesRule }
}

function toRuleView(row: RuleRow): Rule {
  const fee = row.feeRule
  return {
    id: row.id,
    owner: OWNER,
    target: row.target,
    type: row.type,
    identityId: row.identityId,
    overwrites: row.overwrites,
    filter: row.filter,
    feeRule: fee
      ? {
          feeType: fee.feeType,
          type: fee.feeType,
          value: fee.value,
          currency: fee.currency,
          description: fee.description,
        }
      : undefined,
    allowedValuesRule: row.allowedValuesRule ?? undefined,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
