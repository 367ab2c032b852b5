import {
  listBanks,
  RAILS,
  requiredFieldChoices,
  requiredFields,
  type NodeType,
} from '../../payments/index.js'
import type { StoredCustomer } from '../payment-links.tables.js'
import { SANDBOX_CARD_INPUTS } from './card-entry.js'
import type { InputSpec } from './views.js'

/** How the page asks for each payer field: label, input type, pattern (checked again on the server). */
export const PAYER_FIELDS: Record<string, Omit<InputSpec, 'name'> & { check?: RegExp; message?: string }> = {
  firstName: { label: 'First name', autocomplete: 'given-name' },
  lastName: { label: 'Last name', autocomplete: 'family-name' },
  email: {
    label: 'Email',
    type: 'email',
    autocomplete: 'email',
    maxlength: 254,
    check: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: 'Enter an email address like name@example.com.',
  },
  phoneNumberPrefix: {
    label: 'Country calling code',
    type: 'tel',
    pattern: '\\+[1-9][0-9]{0,2}',
    hint: 'With the plus sign, e.g. +56',
    maxlength: 4,
    check: /^\+[1-9][0-9]{0,2}$/,
    message: 'Enter the calling code with a plus sign, e.g. +56.',
  },
  phoneNumber: {
    label: 'Phone number',
    type: 'tel',
    autocomplete: 'tel-national',
    inputmode: 'numeric',
    pattern: '[0-9]{4,15}',
    hint: 'Digits only, without the country code',
    maxlength: 15,
    check: /^[0-9]{4,15}$/,
    message: 'Enter 4 to 15 digits.',
  },
  documentType: { label: 'Document type', hint: 'e.g. RUT, CPF, CC, PASSPORT', maxlength: 40 },
  documentNumber: { label: 'Document number', maxlength: 40 },
  'address.street': { label: 'Street', autocomplete: 'address-line1' },
  'address.streetNumber': { label: 'Number', maxlength: 50 },
  'address.administrativeAreaLevel1': { label: 'City or region', autocomplete: 'address-level1' },
  'address.zipcode': { label: 'Postal code', autocomplete: 'postal-code', maxlength: 20 },
  'address.country': {
    label: 'Country',
    hint: 'Three-letter code, e.g. CHL',
    pattern: '[A-Z]{3}',
    maxlength: 3,
    check: /^[A-Z]{3}$/,
    message: 'Enter a three-letter country code such as CHL.',
  },
}

/** The rendering part of a field rule (its server-side check stays here). */
function inputSpecOf(rule: (typeof PAYER_FIELDS)[string]): Omit<InputSpec, 'name'> {
  const spec: Omit<InputSpec, 'name'> & { check?: RegExp; message?: string } = { ...rule }
  delete spec.check
  delete spec.message
  return spec
}

const ADDRESS_PARTS = ['street', 'streetNumber', 'administrativeAreaLevel1', 'zipcode', 'country']
const REQUIRED_ADDRESS_PARTS = ['street', 'country']

/** The payer inputs for a link's customerRequirements, named `payer.<path>`. */
export function customerFieldsOf(requirements: readonly string[]): InputSpec[] {
  const paths = requirements.flatMap((r) =>
    r === 'address' ? ADDRESS_PARTS.map((part) => `address.${part}`) : [r],
  )
  return paths.map((path) => {
    const spec = inputSpecOf(PAYER_FIELDS[path] ?? { label: path })
    const required = !path.startsWith('address.') || REQUIRED_ADDRESS_PARTS.includes(path.slice(8))
    return { ...spec, name: `payer.${path}`, required }
  })
}

/** Reads and checks the payer fields; the link's own customer data fills what the form does not ask. */
export function readPayer(
  form: Record<string, string>,
  requirements: readonly string[],
  prefill: StoredCustomer,
  errors: Record<string, string>,
): StoredCustomer {
  const payer: StoredCustomer = { ...prefill }
  for (const field of customerFieldsOf(requirements)) {
    const path = field.name.slice('payer.'.length)
    const value = (form[field.name] ?? '').trim()
    const rule = PAYER_FIELDS[path]
    if (value === '') {
      if (field.required) errors[field.name] = `Enter your ${(rule?.label ?? path).toLowerCase()}.`
      continue
    }
    if (value.length > (rule?.maxlength ?? 200)) {
      errors[field.name] = 'This is too long.'
      continue
    }
    if (rule?.check && !rule.check.test(value)) {
      errors[field.name] = rule.message ?? 'This value is not valid.'
      continue
    }
    setAt(payer, path, value)
  }
  return payer
}

const REDIRECT_FIELDS = ['successUrl', 'failedUrl', 'redirectUrl']
const CUSTOMER_PREFIX = '.customer.'

/**
 * Rail fields the page must ask for: required ones it cannot fill from the payer or itself. In the
 * sandbox a card is entered as number, expiry and CVC (card-entry.ts), not as a token.
 */
export function methodFieldsOf(
  type: NodeType,
  requirements: readonly string[],
  sandbox: boolean,
): InputSpec[] {
  if (sandbox && type === 'CARD') return SANDBOX_CARD_INPUTS
  const choices = requiredFieldChoices(RAILS[type], 'payIn')
  return requiredFields(RAILS[type], 'payIn')
    .filter((path) => !isRedirectField(path))
    .filter((path) => !(isCustomerField(path) && requirements.includes(customerFieldOf(path))))
    .map((path) => {
      const leaf = isCustomerField(path) ? customerFieldOf(path) : path.split('.').slice(1).join('.')
      const known = PAYER_FIELDS[leaf]
      const spec = inputSpecOf(known ?? { label: labelOf(type, leaf) })
      const field = { ...spec, name: `m.${type}.${path}`, required: false, requiredWithMethod: true }
      const values = choices[path]
      // A field the rail fixes to a list is a choice among them; a hint of other values would mislead.
      if (!values) return field
      const choice = {
        ...field,
        choices: values.map((value) => ({ value, label: choiceLabel(type, leaf, value) })),
      }
      delete choice.hint
      return choice
    })
}

/** A bank id reads as the bank's name; other fixed values (document types, networks) as themselves. */
function choiceLabel(type: NodeType, leaf: string, value: string): string {
  if (leaf !== 'bankId') return value
  const { countries } = RAILS[type]
  const banks = Array.isArray(countries) ? countries.flatMap((country: string) => listBanks(country)) : []
  const bank = banks.find((row) => row.bankId === value)
  return bank ? bank.name : value
}

/**
 * Builds the pay-in node for the chosen method; undefined (with errors) when a field is missing.
 * `filled` gives node paths the page worked out itself (a tokenized card), ahead of the form.
 */
export function readRailNode(
  type: NodeType,
  currency: string,
  form: Record<string, string>,
  payer: StoredCustomer,
  statusUrl: string,
  errors: Record<string, string>,
  filled: Record<string, string> = {},
): Record<string, unknown> | undefined {
  const rail = RAILS[type]
  const node: Record<string, unknown> = { type, currency, [rail.key]: {} }
  for (const [path, value] of Object.entries(filled)) setAt(node, path, value)
  let complete = true
  for (const path of requiredFields(rail, 'payIn')) {
    const name = `m.${type}.${path}`
    if (filled[path] !== undefined) continue
    let value: string | undefined = isRedirectField(path) ? statusUrl : (form[name] ?? '').trim()
    if (value === '' && isCustomerField(path)) {
      const given = payer[customerFieldOf(path)]
      value = typeof given === 'string' ? given : ''
    }
    if (value === '') {
      errors[name] = 'This field is required.'
      complete = false
      continue
    }
    setAt(node, path, value)
  }
  return complete ? node : undefined
}

function isRedirectField(path: string): boolean {
  return REDIRECT_FIELDS.includes(path.split('.').at(-1) ?? '') && path.split('.').length === 2
}
function isCustomerField(path: string): boolean {
  return path.indexOf(CUSTOMER_PREFIX) > 0
}
function customerFieldOf(path: string): string {
  return path.slice(path.indexOf(CUSTOMER_PREFIX) + CUSTOMER_PREFIX.length)
}

const LABELS: Record<string, string> = {
  token: 'Card token',
  bankId: 'Bank',
  address: 'Wallet address',
  network: 'Network',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accountType: 'Account type',
  accountHolderType: 'Account holder type',
}

function labelOf(type: NodeType, leaf: string): string {
  if (type === 'CARD' && leaf === 'token') return 'Card token'
  return LABELS[leaf] ?? leaf.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())
}

function setAt(target: Record<string, unknown>, path: string, value: string): void {
  const segments = path.split('.')
  let cursor = target
  for (const segment of segments.slice(0, -1)) {
    if (typeof cursor[segment] !== 'object' || cursor[segment] === null) cursor[segment] = {}
    cursor = cursor[segment] as Record<string, unknown>
  }
  cursor[segments.at(-1)!] = value
}
