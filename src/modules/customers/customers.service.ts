import parsePhoneNumber from 'libphonenumber-js/max'
import type { Database } from '../../db/client.js'
import type { Clock } from '../../shared/clock.js'
import { invalidField, IssueList, notFound } from '../../shared/errors.js'
import { newId } from '../../shared/ids.js'
import type { Page, PageRequest } from '../../shared/page.js'
import type { Tenant } from '../../shared/tenant.js'
import {
  checkDocument,
  checkPhone,
  DOCUMENT_TYPES,
  isCountryAlpha3,
  type IdentityType,
} from '../../shared/validation/index.js'
import type { IdentitiesService } from '../identities/index.js'
import type { CustomerChanges, CustomerRow, CustomersRepository } from './customers.repository.js'
import {
  CUSTOMER_TYPES,
  type CreateCustomerBody,
  type Customer,
  type CustomerType,
  type UpdateCustomerBody,
} from './customers.schemas.js'

/** What this module needs from identities: owners must exist, and scopes decide what a list shows. */
export type CustomerIdentities = Pick<IdentitiesService, 'findIdentity' | 'identitiesActionableBy'>

/** Permissions over an identity that let the holder see the identity's customers. */
const CUSTOMER_READ = ['identity:read', 'identity:write'] as const

/** SPEC.md "Limits": a search text is 2 to 200 characters after trimming. */
const SEARCH_LENGTH = { min: 2, max: 200 }

/** List filters as the client wrote them (comma lists already split). */
export interface CustomerListFilters {
  ids?: string[] | undefined
  types?: string[] | undefined
  identityIds?: string[] | undefined
  email?: string | undefined
  documentNumber?: string | undefined
  scopeIdentity?: string | undefined
  search?: string | undefined
  ascending?: boolean | undefined
}

/** The stored fields a customer is validated on, after a PATCH has been merged in. */
type CustomerFields = Pick<
  CustomerRow,
  'type' | 'phoneNumber' | 'phoneNumberPrefix' | 'documentType' | 'documentNumber' | 'address' | 'identityId'
>

const OPTIONAL_FIELDS = [
  'lastName',
  'email',
  'phoneNumber',
  'phoneNumberPrefix',
  'documentType',
  'documentNumber',
  'address',
  'identityId',
] as const

export function createCustomersService(deps: {
  db: Database
  repository: CustomersRepository
  clock: Clock
  identities: CustomerIdentities
}) {
  const { db, repository, clock, identities } = deps

  async function requireRow(executor: Database, tenant: Tenant, id: string, lock = false) {
    const row = lock
      ? await repository.lockById(executor, tenant, id)
      : await repository.findById(executor, tenant, id)
    if (!row) throw notFound('Customer', id)
    return row
  }

  /** Every rule JSON Schema cannot express, on the customer as it would be stored. */
  async function validate(
    executor: Database,
    tenant: Tenant,
    customer: CustomerFields,
    changedIdentityId: boolean,
    issues: IssueList,
  ): Promise<void> {
    checkPhoneParts(customer, issues)
    checkDocumentParts(customer, issues)
    const addressCountry = customer.address?.country
    if (addressCountry !== undefined && !isCountryAlpha3(addressCountry)) {
      issues.add('address.country', 'is not an ISO 3166-1 alpha-3 country code')
    }
    // An owner already stored is not re-checked: deleting the identity later must not make every
    // other change to its customers fail.
    if (changedIdentityId && customer.identityId !== null) {
      if (!(await identities.findIdentity(executor, tenant, customer.identityId))) {
        issues.add('identityId', 'identity not found')
      }
    }
  }

  return {
    async create(tenant: Tenant, body: CreateCustomerBody): Promise<Customer> {
      const now = clock.now()
      const row = {
        ...tenant,
        id: newId(now),
        type: body.type ?? 'INDIVIDUAL',
        firstName: body.firstName,
        lastName: body.lastName ?? null,
        email: body.email ?? null,
        phoneNumber: body.phoneNumber ?? null,
        phoneNumberPrefix: body.phoneNumberPrefix ?? null,
        documentType: body.documentType ?? null,
        documentNumber: body.documentNumber ?? null,
        address: body.address ?? null,
        identityId: body.identityId ?? null,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      }
      const issues = new IssueList()
      await validate(db, tenant, row, true, issues)
      issues.throwIfAny()
      await repository.insert(db, row)
      return toCustomerView(await requireRow(db, tenant, row.id))
    },

    get: async (tenant: Tenant, id: string): Promise<Customer> =>
      toCustomerView(await requireRow(db, tenant, id)),

    async list(tenant: Tenant, filters: CustomerListFilters, page: PageRequest): Promise<Page<Customer>> {
      const issues = new IssueList()
      const types = checkTypes(filters.types, issues)
      const search = normaliseSearch(filters.search, issues)
      issues.throwIfAny()
      const identityIds =
        filters.scopeIdentity === undefined
          ? filters.identityIds
          : await scopedOwners(filters.scopeIdentity, filters.identityIds)
      const { ids, email, documentNumber, ascending } = filters
      const rows = await repository.list(
        db,
        tenant,
        { ids, types, identityIds, email, documentNumber, search, ascending },
        page,
      )
      return { ...rows, items: rows.items.map(toCustomerView) }

      /** Owners the scope identity may act on, narrowed by an explicit identityId filter. */
      async function scopedOwners(scopeIdentity: string, requested: string[] | undefined) {
        const actionable = await identities.identitiesActionableBy(db, tenant, scopeIdentity, CUSTOMER_READ)
        return requested === undefined ? actionable : actionable.filter((id) => requested.includes(id))
      }
    },

    async update(tenant: Tenant, id: string, body: UpdateCustomerBody): Promise<Customer> {
      if (body.id !== undefined && body.id !== id) {
        throw invalidField('id', 'must be the id of the customer in the path')
      }
      return db.transaction(async (tx) => {
        const row = await requireRow(tx, tenant, id, true)
        const changes: CustomerChanges = {}
        if (body.firstName !== undefined) changes.firstName = body.firstName
        if (body.type !== undefined) changes.type = body.type
        // Absent keeps the stored value; null removes it.
        for (const field of OPTIONAL_FIELDS) {
          const value = body[field]
          if (value !== undefined) Object.assign(changes, { [field]: value })
        }
        const issues = new IssueList()
        const changedIdentityId = changes.identityId != null && changes.identityId !== row.identityId
        await validate(tx, tenant, { ...row, ...changes }, changedIdentityId, issues)
        issues.throwIfAny()
        await repository.update(tx, tenant, id, { ...changes, updatedAt: clock.now() })
        return toCustomerView(await requireRow(tx, tenant, id))
      })
    },

    async remove(tenant: Tenant, id: string): Promise<void> {
      if (!(await repository.softDelete(db, tenant, id, clock.now()))) throw notFound('Customer', id)
    },
  }
}

export type CustomersService = ReturnType<typeof createCustomersService>

/** Prefix and number come together, and together form a possible E.164 number with that calling code. */
function checkPhoneParts(customer: CustomerFields, issues: IssueList): void {
  const { phoneNumber, phoneNumberPrefix } = customer
  if (phoneNumber === null && phoneNumberPrefix === null) return
  if (phoneNumberPrefix === null) {
    issues.add('phoneNumberPrefix', 'is required with phoneNumber')
    return
  }
  if (phoneNumber === null) {
    issues.add('phoneNumber', 'is required with phoneNumberPrefix')
    return
  }
  const phone = `${phoneNumberPrefix}${phoneNumber}`
  if (checkPhone(phone) !== null) {
    issues.add('phoneNumber', `is not a possible phone number with the prefix ${phoneNumberPrefix}`)
    return
  }
  // "+5" + "73001234567" is a possible number, but its calling code is +57, not the prefix given.
  const callingCode = parsePhoneNumber(phone)?.countryCallingCode
  if (callingCode !== undefined && `+${callingCode}` !== phoneNumberPrefix) {
    issues.add('phoneNumberPrefix', `is not a country calling code; this number's is +${callingCode}`)
  }
}

/** Type and number come together; the number must fit the type, and the type the customer type. */
function checkDocumentParts(customer: CustomerFields, issues: IssueList): void {
  const { documentType, documentNumber } = customer
  if (documentType === null && documentNumber === null) return
  if (documentType === null) {
    issues.add('documentType', 'is required with documentNumber')
    return
  }
  if (documentNumber === null) {
    issues.add('documentNumber', 'is required with documentType')
    return
  }
  issues.addAll(checkDocument({ documentType, documentNumber }))
  // Documents are defined for identity types; a business pays with a company document, a person
  // with a personal one (PASSPORT and a few others serve both).
  const definition = DOCUMENT_TYPES[documentType]
  const holder = IDENTITY_TYPE_OF[customer.type]
  if (definition && !definition.appliesTo.includes(holder)) {
    const accepted = CUSTOMER_TYPES.filter((t) => definition.appliesTo.includes(IDENTITY_TYPE_OF[t]))
    issues.add(
      'documentType',
      `${documentType} is not accepted for ${customer.type} customers (only ${accepted.join(', ')})`,
    )
  }
}

const IDENTITY_TYPE_OF = { INDIVIDUAL: 'USER', BUSINESS: 'ORGANIZATION' } as const satisfies Record<
  CustomerType,
  IdentityType
>

function checkTypes(values: string[] | undefined, issues: IssueList): CustomerType[] | undefined {
  if (values === undefined) return undefined
  const unknown = values.filter((v) => !(CUSTOMER_TYPES as readonly string[]).includes(v))
  if (unknown.length > 0) {
    issues.add('type', `unknown customer type ${unknown.join(', ')}; expected ${CUSTOMER_TYPES.join(', ')}`)
  }
  return values as CustomerType[]
}

/**
 * The search term to match, or undefined for the plain listing. Runs of whitespace count as one
 * space, so "Ana   Pérez" finds "Ana Pérez"; length is counted in characters, not UTF-16 units.
 */
function normaliseSearch(search: string | undefined, issues: IssueList): string | undefined {
  const term = search?.trim().replace(/\s+/g, ' ')
  if (!term) return undefined
  const length = [...term].length
  if (length < SEARCH_LENGTH.min || length > SEARCH_LENGTH.max) {
    issues.add(
      'search',
      `must be ${SEARCH_LENGTH.min} to ${SEARCH_LENGTH.max} characters after trimming (got ${length})`,
    )
  }
  return term
}

function toCustomerView(row: CustomerRow): Customer {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName ?? undefined,
    email: row.email ?? undefined,
    phoneNumber: row.phoneNumber ?? undefined,
    phoneNumberPrefix: row.phoneNumberPrefix ?? undefined,
    documentType: row.documentType ?? undefined,
    documentNumber: row.documentNumber ?? undefined,
    address: row.address ?? undefined,
    identityId: row.identityId ?? undefined,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
