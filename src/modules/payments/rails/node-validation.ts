import type { FieldIssue } from '../../../shared/errors.js'
import { extended } from '../../../shared/objects.js'
import {
  DOCUMENT_TYPES,
  isValidCryptoAddress,
  isValidFormat,
  isValidPixKey,
} from '../../../shared/validation/index.js'
import type { FormatName } from '../../../shared/validation/index.js'
import { DOCUMENT_TYPE_ALIASES, isNodeType, NODE_TYPES, RAILS } from './rails.catalogue.js'
import type {
  ContextValidator,
  CountryProfile,
  FieldRefinement,
  NodeRole,
  NodeType,
  RailDefinition,
  RailDirectionSpec,
  RailField,
} from './rails.types.js'
import { DIRECTION_OF_ROLE, fieldTree } from './rails.views.js'
import type { FieldTree } from './rails.views.js'

// Checks one payment node against the rails catalogue. Amounts and whether accounts exist are the
// payments service's concern; this only answers "is this a well-formed node of its rail?".
//
// Strict about undeclared fields: a field the rail does not declare is reported, not ignored. A typo
// such as `successURL` or `customer.emial` would otherwise be dropped silently and the payment run
// without the redirect or contact the client believes it sent; declared optional fields are the only
// extension point.

type JsonObject = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// Reference clients send "" and null for "not set", so both read as absent.
const isAbsent = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const isOneOf = (values: readonly string[], value: unknown): value is string =>
  typeof value === 'string' && values.includes(value)

export const FORMAT_DESCRIPTIONS: Readonly<Record<FormatName, string>> = {
  email: 'an email address',
  'e164-phone': 'a phone number with + and country code',
  'country-alpha3': 'an ISO 3166-1 alpha-3 country code',
  digits: 'digits only',
  clabe: 'an 18-digit CLABE with a valid check digit',
  cbu: 'a 22-digit CBU/CVU with valid check digits',
  iban: 'a valid IBAN',
  bic: 'a BIC (SWIFT code) of 8 or 11 characters',
  'aba-routing': 'a 9-digit ABA routing number with a valid check digit',
  'uk-sort-code': 'a 6-digit sort code (200415 or 20-04-15)',
  'uk-account-number': 'an 8-digit account number',
  cpf: 'a valid CPF',
  cnpj: 'a valid CNPJ',
  'cpf-or-cnpj': 'a valid CPF or CNPJ',
  rut: 'a RUT with a valid check digit',
  url: 'an absolute http(s) URL',
  'pix-key-evp': 'a random Pix key (UUID)',
  'bank-account-number': 'an account number of 4 to 34 letters, digits or hyphens',
}

/**
 * Context-dependent checks. Each sees only the siblings that passed their own checks, and the node
 * currency only when the rail takes it: an unknown key type, network or document type is reported
 * once, on its own path, and never blamed on the value that depends on it.
 */
type ContextCheck = (
  value: string,
  siblings: JsonObject,
  nodeCurrency: string | undefined,
) => string | undefined

const CONTEXT_CHECKS: Readonly<Record<ContextValidator, ContextCheck>> = {
  'pix-key': (key, { pixKeyType }) =>
    typeof pixKeyType === 'string' && !isValidPixKey(pixKeyType, key)
      ? `is not a valid ${pixKeyType} Pix key`
      : undefined,
  'crypto-address': (address, { network }) =>
    typeof network === 'string' && !isValidCryptoAddress(network, address)
      ? `is not a valid ${network} address`
      : undefined,
  'document-number': (documentNumber, { documentType }) => {
    if (typeof documentType !== 'string') return undefined
    const alias = Object.hasOwn(DOCUMENT_TYPE_ALIASES, documentType)
      ? DOCUMENT_TYPE_ALIASES[documentType]
      : undefined
    const definition = DOCUMENT_TYPES[alias ?? documentType]
    return definition && !definition.isValidNumber(documentNumber)
      ? `is not a valid ${definition.description}`
      : undefined
  },
  'phone-number': (phoneNumber, { phoneNumberPrefix }) => {
    if (typeof phoneNumberPrefix !== 'string' || isAbsent(phoneNumberPrefix)) return undefined
    // The reference shows the prefix both as `54` and `+54`; either forms the same E.164 number.
    const countryCode = phoneNumberPrefix.trim().replace(/^\+/, '')
    return isValidFormat('e164-phone', `+${countryCode}${phoneNumber}`)
      ? undefined
      : `is not a valid phone number for prefix +${countryCode}`
  },
  'node-currency': (value, _siblings, nodeCurrency) =>
    nodeCurrency !== undefined && value !== nodeCurrency
      ? `must equal the node currency ${nodeCurrency}`
      : undefined,
}

// The catalogue is immutable, so each direction's tree is built once.
const TREES = new WeakMap<RailDirectionSpec, FieldTree>()

function treeOf(spec: RailDirectionSpec): FieldTree {
  const tree = TREES.get(spec) ?? fieldTree(spec.fields)
  TREES.set(spec, tree)
  return tree
}

/** Rail object key → the node type owning it, to name a misplaced rail object. */
const OWNER_OF_KEY = new Map(NODE_TYPES.map((type) => [RAILS[type].key, type]))

/**
 * Validates a node placed as `role` at `path` in the request body (e.g. `origins[0]`); every issue
 * names the full dot path, e.g. `origins[0].pix.customer.email`.
 */
export function validateNode(node: unknown, role: NodeRole, path: string): FieldIssue[] {
  if (!isObject(node)) return [{ field: path, issue: 'must be an object' }]
  const { type } = node
  if (isAbsent(type)) return [{ field: `${path}.type`, issue: 'is required' }]
  if (!isNodeType(type)) return [{ field: `${path}.type`, issue: `must be one of ${NODE_TYPES.join(', ')}` }]

  const def = RAILS[type]
  const spec = def[DIRECTION_OF_ROLE[role]]
  const issues: FieldIssue[] = [
    ...checkCurrency(def, node.currency, path),
    ...checkForeignRails(def, node, path),
  ]
  if (spec === undefined) {
    const [kind, notRole] = role === 'origin' ? ['a payout', 'an origin'] : ['a pay-in', 'a destination']
    return [{ field: `${path}.type`, issue: `${type} is ${kind} rail and cannot be ${notRole}` }, ...issues]
  }

  const railPath = `${path}.${def.key}`
  const rail = node[def.key]
  if (isAbsent(rail)) return [...issues, { field: railPath, issue: `is required for a ${type} node` }]
  if (!isObject(rail)) return [...issues, { field: railPath, issue: 'must be an object' }]

  // An unknown currency is already reported; checks that compare against it stay silent.
  const nodeCurrency = isOneOf(def.currencies, node.currency) ? node.currency : undefined
  const profile = countryProfile(def, rail)
  if (profile !== undefined && nodeCurrency !== undefined && !profile.currencies.includes(nodeCurrency)) {
    issues.push({
      field: `${path}.currency`,
      issue: `${type} in ${profile.country} takes ${profile.currencies.join(', ')}`,
    })
  }

  const checked = issues.length
  checkObject(treeOf(spec), rail, '', railPath, {
    nodeCurrency,
    refinements: profile?.fields ?? {},
    returns: spec.returns ?? [],
    issues,
  })
  // Fields that each pass their own check may still contradict each other.
  const disagreement = issues.length === checked ? AGREEMENTS[type]?.(rail) : undefined
  if (disagreement) issues.push({ field: `${railPath}.${disagreement.field}`, issue: disagreement.issue })
  return issues
}

/** What must hold between fields of a rail object, beyond each field's own format. */
const AGREEMENTS: Partial<Record<NodeType, (rail: JsonObject) => FieldIssue | undefined>> = {
  // A CLABE opens with the last three digits of its bank's Banxico code: 646… is STP's (90646).
  SPEI: ({ clabe, bankId }) => {
    if (typeof clabe !== 'string' || typeof bankId !== 'string') return undefined
    const bank = clabe.slice(0, 3)
    return bank === bankId.slice(-3)
      ? undefined
      : { field: 'clabe', issue: `is an account of bank ${bank}, not of bankId ${bankId}` }
  },
}

function checkCurrency(def: RailDefinition, currency: unknown, path: string): FieldIssue[] {
  const field = `${path}.currency`
  if (isAbsent(currency)) return [{ field, issue: 'is required' }]
  if (isOneOf(def.currencies, currency)) return []
  return [{ field, issue: `${def.type} takes ${def.currencies.join(', ')}` }]
}

/** A node carries exactly one rail object: its own. */
function checkForeignRails(def: RailDefinition, node: JsonObject, path: string): FieldIssue[] {
  return [...OWNER_OF_KEY]
    .filter(([key, owner]) => owner !== def.type && node[key] != null)
    .map(([key, owner]) => ({
      field: `${path}.${key}`,
      issue: `belongs to ${owner} nodes; a ${def.type} node carries only ${def.key}`,
    }))
}

/** The profile picked by the rail object's country field, when the rail has per-country rules. */
function countryProfile(
  def: RailDefinition,
  rail: JsonObject,
): (CountryProfile & { country: string }) | undefined {
  const profiles = def.countryProfiles
  const country = profiles && rail[profiles.selector]
  // Own keys only, so a client's `constructor` names no profile.
  if (profiles === undefined || typeof country !== 'string' || !Object.hasOwn(profiles.byCountry, country)) {
    return undefined
  }
  const profile = profiles.byCountry[country]
  return profile && { country, ...profile }
}

interface Walk {
  /** The node's currency when the rail takes it. */
  nodeCurrency: string | undefined
  /** Keyed by path relative to the rail object. */
  refinements: Readonly<Record<string, FieldRefinement>>
  returns: readonly string[]
  issues: FieldIssue[]
}

function checkObject(tree: FieldTree, value: JsonObject, relative: string, at: string, walk: Walk): void {
  const rejected = new Set<string>()
  const dependent: { validator: ContextValidator; value: string; at: string }[] = []
  for (const [name, child] of tree) {
    const childRelative = relative === '' ? name : `${relative}.${name}`
    const childAt = `${at}.${name}`
    const childValue = value[name]
    if (child.kind === 'leaf') {
      const field = extended(child.field, walk.refinements[childRelative] ?? {})
      const problem = leafProblem(field, childValue)
      if (problem !== undefined) {
        rejected.add(name)
        walk.issues.push({ field: childAt, issue: problem })
      } else if (field.validator !== undefined && typeof childValue === 'string' && !isAbsent(childValue)) {
        dependent.push({ validator: field.validator, value: childValue, at: childAt })
      }
    } else if (isAbsent(childValue)) {
      reportMissing(child.children, childAt, walk)
    } else if (!isObject(childValue)) {
      walk.issues.push({ field: childAt, issue: 'must be an object' })
    } else {
      checkObject(child.children, childValue, childRelative, childAt, walk)
    }
  }

  const siblings = Object.fromEntries(Object.entries(value).filter(([name]) => !rejected.has(name)))
  for (const { validator, value: dependentValue, at: dependentAt } of dependent) {
    const problem = CONTEXT_CHECKS[validator](dependentValue, siblings, walk.nodeCurrency)
    if (problem !== undefined) walk.issues.push({ field: dependentAt, issue: problem })
  }

  for (const name of Object.keys(value)) {
    if (tree.has(name)) continue
    const isOutput = walk.returns.includes(relative === '' ? name : `${relative}.${name}`)
    walk.issues.push({
      field: `${at}.${name}`,
      issue: isOutput
        ? 'is set by the service on the created payment and cannot be sent'
        : 'is not a known field',
    })
  }
}

/** An absent object: each required field under it is missing, named by its own path. */
function reportMissing(tree: FieldTree, at: string, walk: Walk): void {
  for (const [name, child] of tree) {
    if (child.kind === 'branch') reportMissing(child.children, `${at}.${name}`, walk)
    else if (child.field.required) walk.issues.push({ field: `${at}.${name}`, issue: 'is required' })
  }
}

/** What is wrong with a value on its own; context checks come after, over the siblings that pass. */
function leafProblem(field: RailField, value: unknown): string | undefined {
  if (isAbsent(value)) return field.required ? 'is required' : undefined
  const actualType = Array.isArray(value) ? 'array' : typeof value
  if (actualType !== field.type) return `must be ${field.type === 'object' ? 'an object' : `a ${field.type}`}`
  // Formats and value lists describe strings.
  if (typeof value !== 'string') return undefined
  const maxLength = maxLengthOf(field)
  if (value.length > maxLength) return `must be at most ${maxLength} characters long`
  if (field.format !== undefined && !isValidFormat(field.format, value)) {
    return `must be ${FORMAT_DESCRIPTIONS[field.format]}`
  }
  if (field.enum !== undefined && !field.enum.includes(value)) {
    return `must be one of ${field.enum.join(', ')}`
  }
  return undefined
}

/**
 * The longest text a rail field takes: more than any name, address or account number a provider
 * accepts, short of a URL. Without a bound a node could carry megabytes into every stored row.
 */
export const maxLengthOf = (field: RailField): number => (field.format === 'url' ? 2048 : 255)
