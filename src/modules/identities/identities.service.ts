import type { Database } from '../../db/client.js'
import { isUniqueViolation } from '../../db/errors.js'
import type { Clock } from '../../shared/clock.js'
import { conflict, IssueList, notFound } from '../../shared/errors.js'
import { newId } from '../../shared/ids.js'
import { isAscending, type Page, type PageRequest, type SortOrder } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import { isCurrencyCode } from '../../shared/currencies.js'
import { checkDocument, checkPhone, isCountryAlpha3 } from '../../shared/validation/index.js'
import type {
  IdentitiesRepository,
  IdentityFilters,
  IdentityRow,
  PermissionRow,
  WithdrawalAccountRow,
} from './identities.repository.js'
import type {
  BankAccountInput,
  CreateIdentityBody,
  Identity,
  Scope,
  SecurityOptionsInput,
  UpdateIdentityBody,
  WithdrawalAccount,
} from './identities.schemas.js'

/** Permissions that let an identity see another identity. */
const IDENTITY_READ = ['admin', 'identity:read', 'identity:write'] as const

export interface IdentityListFilters extends Omit<IdentityFilters, 'ids' | 'ascending'> {
  scopeIdentity?: string | undefined
  sort?: SortOrder
}

/** The status of a deactivated identity: its accounts neither send nor receive until reactivated. */
export const DEACTIVATED = 'INACTIVE'

export const isDeactivated = (identity: { status: string }): boolean => identity.status === DEACTIVATED

/** What happened to an identity, for what depends on it. */
export type IdentityChange = 'deactivated' | 'reactivated' | 'deleted'

/**
 * Called inside the transaction that deactivates, reactivates or deletes an identity, so that what
 * depends on it (its accounts) changes in the same commit. Throwing refuses the change: the
 * transaction rolls back and the error is the answer.
 */
export type IdentityChangeListener = (
  tx: Database,
  tenant: Tenant,
  identityId: string,
  change: IdentityChange,
) => Promise<void>

export function createIdentitiesService(deps: {
  db: Database
  repository: IdentitiesRepository
  clock: Clock
}) {
  const { db, repository, clock } = deps
  const changeListeners: IdentityChangeListener[] = []

  /**
   * Deactivates, or reactivates a deactivated identity, and tells the listeners. Either call on an
   * identity already in that state changes nothing (reactivating one that was never deactivated
   * included), so a retried call is harmless.
   */
  async function setActivation(tenant: Tenant, id: string, isActive: boolean): Promise<Identity> {
    return db.transaction(async (tx) => {
      const row = await requireRow(tx, tenant, id, true)
      if (isDeactivated(row) !== isActive) return view(tx, tenant, id)
      await repository.update(tx, tenant, id, {
        status: isActive ? 'ACTIVE' : DEACTIVATED,
        updatedAt: clock.now(),
      })
      await tellListeners(tx, tenant, id, isActive ? 'reactivated' : 'deactivated')
      return view(tx, tenant, id)
    })
  }

  async function tellListeners(tx: Database, tenant: Tenant, id: string, change: IdentityChange) {
    for (const listener of changeListeners) await listener(tx, tenant, id, change)
  }

  async function requireRow(
    executor: Database,
    tenant: Tenant,
    id: string,
    lock = false,
  ): Promise<IdentityRow> {
    const row = lock
      ? await repository.lockById(executor, tenant, id)
      : await repository.findById(executor, tenant, id)
    if (!row) throw notFound('Identity', id)
    return row
  }

  async function toViews(executor: Database, tenant: Tenant, rows: IdentityRow[]): Promise<Identity[]> {
    const ids = rows.map((r) => r.id)
    const [children, permissions] = await Promise.all([
      repository.findChildren(executor, tenant, ids),
      repository.findPermissions(executor, tenant, ids),
    ])
    return rows.map((row) =>
      toIdentityView(
        row,
        children.filter((c) => c.parentId === row.id),
        permissions.filter((p) => p.holderId === row.id),
      ),
    )
  }

  async function view(executor: Database, tenant: Tenant, id: string): Promise<Identity> {
    const [identity] = await toViews(executor, tenant, [await requireRow(executor, tenant, id)])
    return identity!
  }

  /** Children must be other live identities of the tenant that are not ancestors of `parentId`. */
  async function checkChildren(
    tx: Database,
    tenant: Tenant,
    parentId: string,
    childIds: readonly string[],
    field: string,
    issues: IssueList,
  ): Promise<void> {
    const [existing, ancestors] = await Promise.all([
      repository.findExistingIds(tx, tenant, childIds),
      repository.findAncestors(tx, tenant, parentId),
    ])
    childIds.forEach((childId, i) => {
      if (childId === parentId) issues.add(`${field}[${i}]`, 'an identity cannot be its own child')
      else if (!existing.has(childId)) issues.add(`${field}[${i}]`, 'identity not found')
      else if (ancestors.has(childId)) {
        issues.add(`${field}[${i}]`, 'is an ancestor of this identity; linking it would create a cycle')
      }
    })
  }

  /** Scope references must be other live identities of the tenant. */
  async function checkScopes(
    tx: Database,
    tenant: Tenant,
    holderId: string,
    scopes: readonly Scope[],
    field: string,
    issues: IssueList,
  ): Promise<void> {
    const existing = await repository.findExistingIds(
      tx,
      tenant,
      scopes.map((s) => s.reference),
    )
    scopes.forEach((scope, i) => {
      if (scope.reference === holderId) {
        issues.add(`${field}[${i}].reference`, 'an identity cannot hold a scope over itself')
      } else if (!existing.has(scope.reference)) issues.add(`${field}[${i}].reference`, 'identity not found')
    })
  }

  function permissionRows(
    tenant: Tenant,
    holderId: string,
    scopes: readonly Scope[],
    at: Date,
  ): PermissionRow[] {
    // The same reference listed twice merges into one scope with both permission sets.
    const merged = new Map<string, PermissionRow>()
    for (const scope of scopes) {
      const key = `${scope.resource}:${scope.reference}`
      const existing = merged.get(key)
      const permissions = [...new Set([...(existing?.permissions ?? []), ...scope.permissions])]
      merged.set(key, {
        ...tenant,
        holderId,
        resource: scope.resource,
        reference: scope.reference,
        permissions,
        createdAt: at,
      })
    }
    return [...merged.values()]
  }

  return {
    async create(tenant: Tenant, body: CreateIdentityBody): Promise<Identity> {
      const now = clock.now()
      const id = newId(now)
      const type = body.type ?? 'USER'
      const issues = new IssueList()
      validateProfile({ ...body, type }, issues)
      checkSecurityOptions(body.securityOptions, issues)
      return db.transaction(async (tx) => {
        const childIds = (body.children ?? []).map((c) => c.id)
        const scopes = body.securityOptions?.accessControl?.scopes ?? []
        await checkChildren(tx, tenant, id, childIds, 'children', issues)
        await checkScopes(tx, tenant, id, scopes, 'securityOptions.accessControl.scopes', issues)
        issues.throwIfAny()
        try {
          await repository.insert(tx, {
            ...tenant,
            id,
            type,
            // No screening provider is wired in, so identities are usable at once (REFERENCE.md §4.1).
            status: 'ACTIVE',
            name: body.name,
            nickname: body.nickname ?? null,
            lastname: body.lastname ?? null,
            email: body.email,
            phone: body.phone,
            documentType: body.documentType,
            documentNumber: body.documentNumber,
            idv: body.idv,
            country: body.country ?? null,
            externalId: body.externalId ?? null,
            gender: body.gender ?? null,
            securityOptions: mergeSecurityOptions(undefined, body.securityOptions),
            bankAccount: body.bankAccount ? storedBankAccount(body.bankAccount, undefined, now) : null,
            address: body.address ?? null,
            rules: body.rules ?? null,
            kyc: body.kyc ?? null,
            watchList: body.watchList ?? null,
            extendedData: body.extendedData ?? [],
            createdAt: now,
            updatedAt: now,
            deletedAt: null,
          })
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateDocument()
          throw error
        }
        await repository.addChildren(tx, tenant, id, childIds, now)
        await repository.replacePermissions(tx, tenant, id, permissionRows(tenant, id, scopes, now))
        return view(tx, tenant, id)
      })
    },

    get: (tenant: Tenant, id: string): Promise<Identity> => view(db, tenant, id),

    async list(tenant: Tenant, filters: IdentityListFilters, page: PageRequest): Promise<Page<Identity>> {
      const { scopeIdentity, sort, ...rest } = filters
      const ids = scopeIdentity === undefined ? undefined : await visibleTo(scopeIdentity)
      const rows = await repository.list(
        db,
        tenant,
        { ...rest, phone: normalisePhoneFilter(rest.phone), ids, ascending: isAscending(sort) },
        page,
      )
      return { ...rows, items: await toViews(db, tenant, rows.items) }

      async function visibleTo(identityId: string): Promise<string[]> {
        if (!(await repository.findById(db, tenant, identityId))) return []
        return [identityId, ...(await repository.findScopedReferences(db, tenant, identityId, IDENTITY_READ))]
      }
    },

    async update(tenant: Tenant, id: string, body: UpdateIdentityBody): Promise<Identity> {
      return db.transaction(async (tx) => {
        const row = await requireRow(tx, tenant, id, true)
        const now = clock.now()
        const issues = new IssueList()
        const merged = {
          ...row,
          country: body.country ?? row.country ?? undefined,
          address: body.address ?? row.address ?? undefined,
          bankAccount: body.bankAccount === undefined ? undefined : body.bankAccount,
        }
        validateProfile(merged, issues)
        checkSecurityOptions(body.securityOptions, issues)
        const childIds = body.children?.map((c) => c.id)
        const scopes = body.securityOptions?.accessControl?.scopes
        if (childIds) await checkChildren(tx, tenant, id, childIds, 'children', issues)
        if (scopes) await checkScopes(tx, tenant, id, scopes, 'securityOptions.accessControl.scopes', issues)
        issues.throwIfAny()

        await repository.update(tx, tenant, id, {
          name: body.name ?? row.name,
          nickname: body.nickname ?? row.nickname,
          lastname: body.lastname ?? row.lastname,
          country: body.country ?? row.country,
          externalId: body.externalId ?? row.externalId,
          gender: body.gender ?? row.gender,
          securityOptions: mergeSecurityOptions(row.securityOptions, body.securityOptions),
          bankAccount:
            body.bankAccount === undefined
              ? row.bankAccount
              : body.bankAccount && storedBankAccount(body.bankAccount, row.bankAccount, now),
          address: body.address ?? row.address,
          rules: body.rules ?? row.rules,
          kyc: body.kyc ?? row.kyc,
          watchList: body.watchList ?? row.watchList,
          extendedData: body.extendedData ?? row.extendedData,
          updatedAt: now,
        })
        if (childIds) {
          const current = (await repository.findChildren(tx, tenant, [id])).map((c) => c.id)
          await repository.removeChildren(
            tx,
            tenant,
            id,
            current.filter((c) => !childIds.includes(c)),
          )
          await repository.addChildren(tx, tenant, id, childIds, now)
        }
        if (scopes) {
          await repository.replacePermissions(tx, tenant, id, permissionRows(tenant, id, scopes, now))
        }
        return view(tx, tenant, id)
      })
    },

    /** PATCH /identities/{id}/deactivate: its accounts stop sending and receiving. */
    deactivate: (tenant: Tenant, id: string): Promise<Identity> => setActivation(tenant, id, false),

    /** PATCH /identities/{id}/reactivate: a deactivated identity's accounts work again. */
    reactivate: (tenant: Tenant, id: string): Promise<Identity> => setActivation(tenant, id, true),

    /** Registers what must follow an identity's deactivation, reactivation or deletion in its transaction. */
    onChange(listener: IdentityChangeListener): void {
      changeListeners.push(listener)
    },

    /** GET /identities/parents/{id}: the identities this one is a child of. */
    async parentsOf(tenant: Tenant, id: string): Promise<Identity[]> {
      await requireRow(db, tenant, id)
      return toViews(db, tenant, await repository.findParents(db, tenant, id))
    },

    async listWithdrawalAccounts(tenant: Tenant, id: string): Promise<WithdrawalAccount[]> {
      await requireRow(db, tenant, id)
      return (await repository.findWithdrawalAccounts(db, tenant, id)).map(toWithdrawalAccount)
    },

    /** Saves a bank account the identity can be paid out to, validated like `bankAccount`. */
    async addWithdrawalAccount(
      tenant: Tenant,
      id: string,
      body: BankAccountInput,
    ): Promise<WithdrawalAccount> {
      const issues = new IssueList()
      checkBankAccount(body, '', issues)
      issues.throwIfAny()
      return db.transaction(async (tx) => {
        await requireRow(tx, tenant, id, true)
        const now = clock.now()
        const row = { ...tenant, id: newId(now), identityId: id, bankAccount: { ...body }, createdAt: now }
        await repository.insertWithdrawalAccount(tx, row)
        return toWithdrawalAccount(row)
      })
    },

    async removeWithdrawalAccount(tenant: Tenant, id: string, accountId: string): Promise<void> {
      await requireRow(db, tenant, id)
      if ((await repository.deleteWithdrawalAccount(db, tenant, id, accountId)) === 0) {
        throw notFound('Withdrawal account', accountId)
      }
    },

    /** For payments: the identity's saved withdrawal account, if it has one with this id. */
    async findWithdrawalAccount(
      executor: Database,
      tenant: Tenant,
      identityId: string,
      accountId: string,
    ): Promise<WithdrawalAccount | undefined> {
      const [row] = await repository.findWithdrawalAccounts(executor, tenant, identityId, accountId)
      return row && toWithdrawalAccount(row)
    },

    /**
     * DELETE /identities/{id}, soft (decision 0005). The listeners refuse it while the identity's
     * accounts hold money, and stop those accounts for good.
     */
    async remove(tenant: Tenant, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await requireRow(tx, tenant, id, true)
        await tellListeners(tx, tenant, id, 'deleted')
        await repository.softDelete(tx, tenant, id, clock.now())
      })
    },

    async addChildren(tenant: Tenant, id: string, childIds: readonly string[]): Promise<Identity> {
      return db.transaction(async (tx) => {
        await requireRow(tx, tenant, id, true)
        const issues = new IssueList()
        await checkChildren(tx, tenant, id, childIds, 'children', issues)
        issues.throwIfAny()
        await repository.addChildren(tx, tenant, id, childIds, clock.now())
        await repository.update(tx, tenant, id, { updatedAt: clock.now() })
        return view(tx, tenant, id)
      })
    },

    async removeChildren(tenant: Tenant, id: string, childIds: readonly string[]): Promise<Identity> {
      return db.transaction(async (tx) => {
        await requireRow(tx, tenant, id, true)
        const current = new Set((await repository.findChildren(tx, tenant, [id])).map((c) => c.id))
        const issues = new IssueList()
        childIds.forEach((childId, i) => {
          if (!current.has(childId)) issues.add(`children[${i}]`, 'is not a child of this identity')
        })
        issues.throwIfAny()
        await repository.removeChildren(tx, tenant, id, childIds)
        await repository.update(tx, tenant, id, { updatedAt: clock.now() })
        return view(tx, tenant, id)
      })
    },

    /** Grants scopes; a scope over an identity already granted gains the new permissions. */
    async grantPermissions(tenant: Tenant, id: string, scopes: readonly Scope[]): Promise<void> {
      await db.transaction(async (tx) => {
        await requireRow(tx, tenant, id, true)
        const issues = new IssueList()
        await checkScopes(tx, tenant, id, scopes, '', issues)
        issues.throwIfAny()
        const now = clock.now()
        const existing = await repository.findPermissions(tx, tenant, [id])
        const asScopes = existing.map((p) => ({
          resource: p.resource,
          reference: p.reference,
          permissions: p.permissions,
        }))
        for (const row of permissionRows(tenant, id, [...(asScopes as Scope[]), ...scopes], now)) {
          await repository.upsertPermission(tx, row)
        }
      })
    },

    async listPermissions(tenant: Tenant, id: string): Promise<Scope[]> {
      await requireRow(db, tenant, id)
      return (await repository.findPermissions(db, tenant, [id])).map(toScope)
    },

    async revokePermission(
      tenant: Tenant,
      id: string,
      reference: string,
      resource: string | undefined,
    ): Promise<void> {
      await requireRow(db, tenant, id)
      const removed = await repository.deletePermissions(db, tenant, id, reference, resource)
      if (removed === 0) throw notFound('Permission', `over ${reference}`)
    },

    /** For other modules: a live identity of the tenant, if there is one. */
    findIdentity: async (
      executor: Database,
      tenant: Tenant,
      id: string,
    ): Promise<IdentityRef | undefined> => {
      const row = await repository.findById(executor, tenant, id)
      return row && toIdentityRef(row)
    },

    /**
     * The identities `actorId` may act on with one of `permissions`: itself, plus every identity
     * it holds such a scope over (or `admin`). Used by listings' `scopeIdentity` and by payments.
     * It takes the caller's executor: inside a transaction every query must use it (the embedded
     * database has one connection, which the open transaction holds).
     */
    async identitiesActionableBy(
      executor: Database,
      tenant: Tenant,
      actorId: string,
      permissions: readonly string[],
    ): Promise<string[]> {
      if (!(await repository.findById(executor, tenant, actorId))) return []
      const scoped = await repository.findScopedReferences(executor, tenant, actorId, [
        'admin',
        ...permissions,
      ])
      return [actorId, ...scoped]
    },

    /**
     * For other modules: the ancestors of an identity by distance, nearest first: its parents, then
     * its grandparents, and so on. An identity may have several parents; an ancestor reachable at
     * several distances is listed once, at the nearest. Ids within a level are sorted.
     */
    /**
     * For other modules' repositories: the lineage of an identity as a query to compose, rows
     * (id, depth) with the identity itself at depth 0 when it is live and its ancestors after it.
     */
    lineageQuery: (tenant: Tenant, id: string) => repository.lineageQuery(tenant, id),

    async ancestorsOf(executor: Database, tenant: Tenant, id: string): Promise<string[][]> {
      const levels: string[][] = []
      for (const [ancestor, depth] of await repository.findAncestors(executor, tenant, id)) {
        levels[depth - 1] = [...(levels[depth - 1] ?? []), ancestor]
      }
      return levels
    },
  }
}

export type IdentitiesService = ReturnType<typeof createIdentitiesService>

function duplicateDocument() {
  return conflict('An identity with this document number already exists', {
    reason: 'duplicate',
    field: 'documentNumber',
  })
}

interface Profile {
  type: 'USER' | 'ORGANIZATION'
  phone: string
  documentType: string
  documentNumber: string
  country?: string | null | undefined
  address?: { country?: string | undefined } | null | undefined
  bankAccount?: BankAccountInput | null | undefined
}

/** Rules that JSON Schema cannot express: real countries, currencies, phone and document numbers. */
function validateProfile(profile: Profile, issues: IssueList): void {
  const country = profile.country ?? undefined
  const countryIsKnown = country === undefined || isCountryAlpha3(country)
  if (!countryIsKnown) issues.add('country', 'is not an ISO 3166-1 alpha-3 country code')
  const phoneIssue = checkPhone(profile.phone, countryIsKnown ? country : undefined)
  if (phoneIssue) issues.add('phone', phoneIssue)
  issues.addAll(
    checkDocument({
      documentType: profile.documentType,
      documentNumber: profile.documentNumber,
      identityType: profile.type,
      country: countryIsKnown ? country : undefined,
    }),
  )
  const addressCountry = profile.address?.country
  if (addressCountry !== undefined && !isCountryAlpha3(addressCountry)) {
    issues.add('address.country', 'is not an ISO 3166-1 alpha-3 country code')
  }
  if (profile.bankAccount) checkBankAccount(profile.bankAccount, 'bankAccount', issues)
}

/** A bank account's country and currency must be real codes (an identity's bankAccount, a withdrawal account). */
/** `path` is where the bank account sits in the body, empty when it is the body itself. */
function checkBankAccount(bankAccount: BankAccountInput, path: string, issues: IssueList): void {
  const at = (field: string) => (path ? `${path}.${field}` : field)
  if (!isCountryAlpha3(bankAccount.country)) {
    issues.add(at('country'), 'is not an ISO 3166-1 alpha-3 country code')
  }
  if (!isCurrencyCode(bankAccount.currency)) {
    issues.add(at('currency'), 'is not an ISO 4217 currency code')
  }
}

/** Reference clients send `+56…` unencoded, which a query string decodes to ` 56…`. */
function normalisePhoneFilter(phone: string | undefined): string | undefined {
  return phone?.replace(/^ (?=\d)/, '+')
}

/** `twoFactorEnabled` (REFERENCE.md §4.1's request examples) is `twoFactorAuth` by another name. */
function checkSecurityOptions(input: SecurityOptionsInput | undefined, issues: IssueList): void {
  const { twoFactorAuth, twoFactorEnabled } = input ?? {}
  if (twoFactorAuth !== undefined && twoFactorEnabled !== undefined && twoFactorAuth !== twoFactorEnabled) {
    issues.add('securityOptions.twoFactorEnabled', 'must agree with securityOptions.twoFactorAuth')
  }
}

function mergeSecurityOptions(
  current: IdentityRow['securityOptions'] | undefined,
  input: SecurityOptionsInput | undefined,
) {
  return {
    twoFactorAuth: input?.twoFactorAuth ?? input?.twoFactorEnabled ?? current?.twoFactorAuth ?? false,
    signTrx: input?.signTrx ?? current?.signTrx ?? false,
    signAccountsOperations: input?.signAccountsOperations ?? current?.signAccountsOperations ?? false,
  }
}

function storedBankAccount(
  input: BankAccountInput,
  current: Record<string, unknown> | null | undefined,
  now: Date,
) {
  return {
    ...input,
    id: typeof current?.id === 'string' ? current.id : newId(now),
    createdAt: typeof current?.createdAt === 'string' ? current.createdAt : now.toISOString(),
    updatedAt: now.toISOString(),
  }
}

function toWithdrawalAccount(row: WithdrawalAccountRow): WithdrawalAccount {
  const at = row.createdAt.toISOString()
  return { ...(row.bankAccount as Omit<WithdrawalAccount, 'id'>), id: row.id, createdAt: at, updatedAt: at }
}

function toScope(row: PermissionRow): Scope {
  return {
    resource: row.resource as Scope['resource'],
    reference: row.reference,
    permissions: row.permissions as Scope['permissions'],
  }
}

function toIdentityView(
  row: IdentityRow,
  children: { id: string; name: string; email: string; lastname: string | null }[],
  permissions: PermissionRow[],
): Identity {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    nickname: row.nickname ?? undefined,
    lastname: row.lastname ?? undefined,
    email: row.email,
    phone: row.phone,
    documentNumber: row.documentNumber,
    documentType: row.documentType,
    idv: row.idv,
    securityOptions: { ...row.securityOptions, accessControl: { scopes: permissions.map(toScope) } },
    country: row.country ?? undefined,
    children: children.map((c) => ({ id: c.id, name: c.name, email: c.email, lastName: c.lastname ?? '' })),
    status: row.status,
    externalId: row.externalId ?? undefined,
    bankAccount: (row.bankAccount as Identity['bankAccount']) ?? undefined,
    rules: row.rules ?? undefined,
    gender: row.gender ?? undefined,
    kyc: row.kyc ?? undefined,
    watchList: row.watchList ?? undefined,
    extendedData: row.extendedData,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    address: row.address ?? undefined,
  }
}

/** What other modules may know of an identity: who it is, never the stored row. */
export interface IdentityRef {
  id: string
  type: IdentityRow['type']
  name: string
  lastname: string | null
  nickname: string | null
  documentNumber: string
  /** ACTIVE, or the deactivated status (see `isDeactivated`). */
  status: string
}

function toIdentityRef(row: IdentityRow): IdentityRef {
  const { id, type, name, lastname, nickname, documentNumber, status } = row
  return { id, type, name, lastname, nickname, documentNumber, status }
}
