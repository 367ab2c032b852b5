import { CRYPTO_CURRENCIES } from '../../../shared/currencies.js'
import { CRYPTO_NETWORKS, DOCUMENT_TYPES, PIX_KEY_TYPES } from '../../../shared/validation/index.js'
import { bankCodes, bankIds } from './banks.catalogue.js'
import type {
  AmountLimit,
  CountryProfiles,
  Direction,
  FieldRefinement,
  NodeType,
  RailDefinition,
  RailDirectionSpec,
  RailField,
  Settlement,
} from './rails.types.js'

// The rails catalogue: every node type as data. Validation (node-validation.ts) and the API views
// (rails.views.ts) are derived from it, so supporting a rail or tightening a field is an edit here.

const FIAT_CURRENCIES = [
  'ARS',
  'AUD',
  'BOB',
  'BRL',
  'CAD',
  'CLP',
  'COP',
  'EUR',
  'GBP',
  'MXN',
  'PEN',
  'PYG',
  'USD',
]
/** Every currency some rail takes. */
export const CURRENCIES: readonly string[] = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES]

// ---------------------------------------------------------------------------------------------
// Limits, in major units. `DEFAULT_LIMITS` holds for every rail taking the currency (minimums are
// about one US dollar, maximums about fifty thousand); `RAIL_LIMITS` overrides it per rail. The
// ARS row is the reference API's published PCT / BANK_ACCOUNT range.
// ---------------------------------------------------------------------------------------------

const DEFAULT_LIMITS: Readonly<Record<string, AmountLimit>> = {
  ARS: { min: '10', max: '5000000' },
  AUD: { min: '1', max: '75000' },
  BOB: { min: '10', max: '350000' },
  BRL: { min: '5', max: '250000' },
  CAD: { min: '1', max: '70000' },
  CLP: { min: '500', max: '50000000' },
  COP: { min: '5000', max: '200000000' },
  EUR: { min: '1', max: '50000' },
  GBP: { min: '1', max: '40000' },
  MXN: { min: '10', max: '1000000' },
  PEN: { min: '5', max: '200000' },
  PYG: { min: '5000', max: '400000000' },
  USD: { min: '1', max: '50000' },
  USDC: { min: '1', max: '50000' },
  USDT: { min: '1', max: '50000' },
}

const HIGH_VALUE: AmountLimit = { min: '100', max: '10000000' }

const RAIL_LIMITS: Partial<Record<NodeType, Readonly<Record<string, AmountLimit>>>> = {
  // Internal ledger moves cross no network: any positive amount goes, and the ceiling only stops
  // a mistyped amount.
  ACCOUNT: Object.fromEntries(CURRENCIES.map((currency) => [currency, { min: '0', max: '1000000000' }])),
  // High-value rails: a small wire costs more in fees than it moves.
  WIRE: { USD: HIGH_VALUE },
  SWIFT: { USD: HIGH_VALUE, EUR: HIGH_VALUE, GBP: HIGH_VALUE, CAD: HIGH_VALUE },
}

function limitOf(table: Readonly<Record<string, AmountLimit>>, currency: string): AmountLimit {
  const limit = table[currency]
  if (limit === undefined) throw new Error(`no amount limit for ${currency}`)
  return limit
}

function limitsFor(type: NodeType, currencies: readonly string[]): Record<string, AmountLimit> {
  const overrides = RAIL_LIMITS[type] ?? {}
  return Object.fromEntries(
    currencies.map((currency) => [currency, overrides[currency] ?? limitOf(DEFAULT_LIMITS, currency)]),
  )
}

// ---------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------

type FieldRule = Partial<Omit<RailField, 'path' | 'required'>>

const required = (path: string, rule: FieldRule = {}): RailField => ({
  path,
  type: 'string',
  required: true,
  ...rule,
})
const optional = (path: string, rule: FieldRule = {}): RailField => ({
  path,
  type: 'string',
  required: false,
  ...rule,
})

const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS']
const ACCOUNT_TYPES = ['CHECKING', 'ASSET', 'SAVINGS', 'ESCROW', 'FEE']
// EIN beside SSN/ITIN because ACH accepts BUSINESS account holders, who have no SSN.
const US_DOCUMENT_TYPES = ['SSN', 'ITIN', 'EIN']

/**
 * Document codes rail customers use for identity document types under another name (REFERENCE §12.1).
 * `CE` is Colombia's and Peru's foreigner card alike; the Colombian rule is the looser of the two.
 */
export const DOCUMENT_TYPE_ALIASES: Readonly<Record<string, string>> = { CC: 'CED_CIU', CE: 'CED_EXT' }
const DOCUMENT_TYPE_CODES = [
  ...new Set([...Object.keys(DOCUMENT_TYPES), ...Object.keys(DOCUMENT_TYPE_ALIASES)]),
]

/** The payer/beneficiary object most rails carry (REFERENCE §6.1 "Node-level customer object"). */
const CUSTOMER_FIELDS = {
  firstName: {},
  lastName: {},
  email: { format: 'email' },
  phoneNumber: { format: 'digits', validator: 'phone-number' },
  phoneNumberPrefix: {},
  documentType: { enum: DOCUMENT_TYPE_CODES },
  documentNumber: { validator: 'document-number' },
  country: { format: 'country-alpha3' },
  'address.administrativeAreaLevel1': {},
  'address.administrativeAreaLevel2': {},
  'address.administrativeAreaLevel3': {},
  'address.street': {},
  'address.streetNumber': {},
  'address.optionalAddress': {},
  'address.country': { format: 'country-alpha3' },
  'address.zipcode': {},
} satisfies Record<string, FieldRule>

type CustomerField = keyof typeof CUSTOMER_FIELDS

/** The whole customer object, every field optional except `requiredFields`; `refine` tightens single fields. */
function customer(
  requiredFields: readonly CustomerField[],
  refine: Partial<Record<CustomerField, FieldRule>> = {},
): RailField[] {
  return (Object.keys(CUSTOMER_FIELDS) as CustomerField[]).map((name) => ({
    path: `customer.${name}`,
    type: 'string',
    required: requiredFields.includes(name),
    ...CUSTOMER_FIELDS[name],
    ...refine[name],
  }))
}

/** Where a redirect rail sends the payer back to. */
const redirectUrls = (isRequired: boolean): RailField[] =>
  ['successUrl', 'failedUrl'].map((path) => ({ path, type: 'string', required: isRequired, format: 'url' }))

const FULL_BENEFICIARY: readonly CustomerField[] = [
  'firstName',
  'lastName',
  'email',
  'documentNumber',
  'documentType',
]

/** ABA-routed US account, shared by ACH, FEDNOW and RTP. */
function usBankAccount(accountType: 'required' | 'optional'): RailField[] {
  return [
    required('routingNumber', { format: 'aba-routing' }),
    required('accountNumber', { format: 'digits' }),
    (accountType === 'required' ? required : optional)('accountType', { enum: BANK_ACCOUNT_TYPES }),
    ...customer(FULL_BENEFICIARY, { documentType: { enum: US_DOCUMENT_TYPES } }),
  ]
}

const BRAZILIAN_CUSTOMER: Partial<Record<CustomerField, FieldRule>> = {
  documentType: { enum: ['CPF', 'CNPJ'] },
  documentNumber: { format: 'cpf-or-cnpj' },
}

// ---------------------------------------------------------------------------------------------
// BANK_ACCOUNT serves many countries: `bank.country` picks the profile, which fixes the currency
// and tightens fields. Every profile restricts `bank.bank` to that country's bank codes, the
// values GET /payments/banks/{country} publishes.
// ---------------------------------------------------------------------------------------------

const BANK_ACCOUNT_COUNTRIES: Readonly<
  Record<string, { currencies: readonly string[]; fields?: Record<string, FieldRefinement> }>
> = {
  // Argentine accounts are addressed by the 22-digit CBU; holders by an 11-digit CUIT/CUIL.
  ARG: {
    currencies: ['ARS'],
    fields: { accountNumber: { format: 'cbu' }, accountHolderDni: { format: 'digits' } },
  },
  AUS: { currencies: ['AUD'] },
  BOL: { currencies: ['BOB'] },
  CAN: { currencies: ['CAD'] },
  CHL: { currencies: ['CLP'], fields: { accountHolderDni: { format: 'rut' } } },
  COL: { currencies: ['COP'], fields: { accountNumber: { format: 'digits' } } },
  // Peruvian interbank transfers use the 20-digit CCI.
  PER: { currencies: ['PEN'], fields: { accountNumber: { format: 'digits' } } },
  PRY: { currencies: ['PYG'] },
  // Local currencies of these countries are not offered; payouts go in US dollars.
  CRI: { currencies: ['USD'] },
  DOM: { currencies: ['USD'] },
  ECU: { currencies: ['USD'] },
  PAN: { currencies: ['USD'] },
  URY: { currencies: ['USD'] },
  VEN: { currencies: ['USD'] },
}

const BANK_ACCOUNT_PROFILES: CountryProfiles = {
  selector: 'country',
  byCountry: Object.fromEntries(
    Object.entries(BANK_ACCOUNT_COUNTRIES).map(([country, { currencies, fields }]) => [
      country,
      { currencies, fields: { bank: { enum: bankCodes(country) }, ...fields } },
    ]),
  ),
}

const BANK_ACCOUNT_COUNTRY_CODES = Object.keys(BANK_ACCOUNT_COUNTRIES)

// The EU member states, then the other SEPA members.
const SEPA_COUNTRIES = [
  ...['AUT', 'BEL', 'BGR', 'HRV', 'CYP', 'CZE', 'DNK', 'EST', 'FIN', 'FRA', 'DEU', 'GRC', 'HUN', 'IRL'],
  ...['ITA', 'LVA', 'LTU', 'LUX', 'MLT', 'NLD', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'ESP', 'SWE'],
  ...['ISL', 'LIE', 'NOR', 'CHE', 'GBR', 'MCO', 'SMR', 'AND', 'VAT'],
]

// ---------------------------------------------------------------------------------------------
// Rails. Directions follow SPEC.md where it states one, else REFERENCE §6's schema column.
// Required fields are REFERENCE §6.1's schema and per-docs requirements together: a payout
// missing the beneficiary's name fails at the provider anyway, so it fails here first.
// Settlement follows REFERENCE §5.2's speeds where given.
// ---------------------------------------------------------------------------------------------

interface DirectionDraft {
  fields: readonly RailField[]
  settlement: Settlement
  returns?: readonly string[]
}

interface RailDraft extends Omit<RailDefinition, 'type' | 'payIn' | 'payOut'> {
  payIn?: DirectionDraft
  payOut?: DirectionDraft
}

const bothWays = (draft: DirectionDraft) => ({ payIn: draft, payOut: draft })

const COL_BANK_ID = { enum: bankIds('COL') }
// Colombian wallets: DaviPlata is keyed by the holder's document, Nequi by the phone number.
const DAVIPLATA_CUSTOMER = customer(['email', 'documentType', 'documentNumber'], {
  documentType: { enum: ['CC', 'CE'] },
})
const NEQUI_CUSTOMER = customer(['phoneNumber', 'email'])

const DRAFTS: Record<NodeType, RailDraft> = {
  CARD: {
    key: 'card',
    name: 'Card',
    countries: 'GLOBAL',
    currencies: FIAT_CURRENCIES,
    category: 'card',
    // Tokens only: raw card numbers would put this service in PCI scope, so `pan` is not a field
    // (the sandbox's test card numbers become tokens before validation: card-numbers.ts).
    payIn: {
      settlement: 'T+2',
      fields: [
        required('token'),
        optional('holder'),
        optional('scheme'),
        optional('type', { enum: ['CREDIT', 'DEBIT', 'PREPAID'] }),
        optional('mask', { format: 'digits' }),
        optional('country', { format: 'country-alpha3' }),
      ],
    },
  },
  CRYPTO: {
    key: 'wallet',
    name: 'Crypto wallet',
    countries: 'GLOBAL',
    currencies: CRYPTO_CURRENCIES,
    category: 'crypto',
    ...bothWays({
      settlement: 'INSTANT',
      fields: [
        required('address', { validator: 'crypto-address' }),
        // Required although REFERENCE marks it optional: the same token lives on several chains, so
        // without the network a payout cannot be routed and the address cannot be checked.
        required('network', { enum: CRYPTO_NETWORKS }),
        optional('token', { enum: CRYPTO_CURRENCIES, validator: 'node-currency' }),
        optional('provider'),
        optional('referenceId'),
      ],
    }),
  },
  ACCOUNT: {
    key: 'account',
    name: 'Internal account',
    countries: 'INTERNAL',
    currencies: CURRENCIES,
    category: 'internal',
    // The account number identifies the ledger account; the rest is echoed context, checked for
    // consistency when given (whether the account exists is the payments service's business).
    ...bothWays({
      settlement: 'INSTANT',
      fields: [
        required('accountNumber'),
        optional('type', { enum: ACCOUNT_TYPES }),
        optional('currency', { validator: 'node-currency' }),
        optional('accountHolder'),
        optional('identityId'),
      ],
    }),
  },
  BANK_ACCOUNT: {
    key: 'bank',
    name: 'Bank transfer',
    countries: BANK_ACCOUNT_COUNTRY_CODES,
    currencies: [...new Set(Object.values(BANK_ACCOUNT_COUNTRIES).flatMap((profile) => profile.currencies))],
    category: 'bank_transfer',
    countryProfiles: BANK_ACCOUNT_PROFILES,
    payOut: {
      settlement: 'T+1',
      fields: [
        required('accountNumber', { format: 'bank-account-number' }),
        required('bank'),
        required('currency', { validator: 'node-currency' }),
        required('accountHolder'),
        required('accountHolderDni'),
        required('country', { format: 'country-alpha3', enum: BANK_ACCOUNT_COUNTRY_CODES }),
        required('typeAccount', { enum: BANK_ACCOUNT_TYPES }),
      ],
    },
  },
  PIX: {
    key: 'pix',
    name: 'Pix',
    countries: ['BRA'],
    currencies: ['BRL'],
    category: 'qr',
    payIn: {
      settlement: 'INSTANT',
      returns: ['qrCode', 'data', 'expiredAt'],
      fields: [
        ...customer(['firstName', 'lastName', 'email', 'documentNumber'], BRAZILIAN_CUSTOMER),
        ...redirectUrls(true),
        optional('instructions'),
      ],
    },
    payOut: {
      settlement: 'INSTANT',
      fields: [
        required('pixKeyType', { enum: PIX_KEY_TYPES }),
        required('pixKey', { validator: 'pix-key' }),
        ...customer([], BRAZILIAN_CUSTOMER),
      ],
    },
  },
  PCT: {
    key: 'pct',
    name: 'Pago con Transferencia',
    countries: ['ARG'],
    currencies: ['ARS'],
    category: 'qr',
    payIn: {
      settlement: 'INSTANT',
      returns: ['qrCode'],
      fields: [...customer(['phoneNumber', 'phoneNumberPrefix', 'email']), ...redirectUrls(true)],
    },
  },
  CVU: {
    key: 'cvu',
    name: 'CVU transfer',
    countries: ['ARG'],
    currencies: ['ARS'],
    category: 'bank_transfer',
    // A pay-in needs nothing (`cvu: {}`): the payer is given a CVU to transfer to, as SPEI gives a CLABE.
    payIn: {
      settlement: 'INSTANT',
      returns: ['code'],
      fields: [optional('code', { format: 'cbu' }), ...customer([])],
    },
    payOut: {
      settlement: 'INSTANT',
      fields: [required('code', { format: 'cbu' }), ...customer(['firstName', 'lastName', 'email'])],
    },
  },
  ETPAY: {
    key: 'etpay',
    name: 'ETpay',
    countries: ['CHL'],
    currencies: ['CLP'],
    category: 'redirect',
    payIn: {
      settlement: 'INSTANT',
      returns: ['url', 'expiresAt', 'token', 'signatureToken'],
      fields: [...customer(['firstName', 'email']), ...redirectUrls(true)],
    },
  },
  FINTOC: {
    key: 'fintoc',
    name: 'Fintoc',
    countries: ['CHL'],
    currencies: ['CLP'],
    category: 'redirect',
    payIn: {
      settlement: 'INSTANT',
      returns: ['url', 'token'],
      fields: [...customer([]), ...redirectUrls(false)],
    },
  },
  WEBPAY: {
    key: 'webpay',
    name: 'Webpay',
    countries: ['CHL'],
    currencies: ['CLP'],
    category: 'redirect',
    payIn: {
      settlement: 'T+2',
      returns: ['url', 'token'],
      fields: [...customer(['firstName', 'lastName', 'email']), ...redirectUrls(false)],
    },
  },
  SPEI: {
    key: 'spei',
    name: 'SPEI',
    countries: ['MEX'],
    currencies: ['MXN'],
    category: 'bank_transfer',
    payIn: {
      settlement: 'INSTANT',
      returns: ['clabe', 'bankId'],
      fields: [optional('clabe', { format: 'clabe' }), ...customer(['firstName', 'lastName'])],
    },
    payOut: {
      settlement: 'INSTANT',
      fields: [
        required('clabe', { format: 'clabe' }),
        required('bankId', { enum: bankIds('MEX') }),
        ...customer(['firstName', 'lastName']),
      ],
    },
  },
  PSE: {
    key: 'pse',
    name: 'PSE',
    countries: ['COL'],
    currencies: ['COP'],
    category: 'redirect',
    payIn: {
      settlement: 'SAME_DAY',
      returns: ['url', 'token'],
      fields: [
        required('bankId', COL_BANK_ID),
        ...customer(['firstName', 'lastName', 'email', 'phoneNumber', 'documentType', 'documentNumber'], {
          documentType: { enum: ['CC', 'CE', 'NIT'] },
        }),
        ...redirectUrls(false),
      ],
    },
  },
  BANCOLOMBIA: {
    key: 'bancolombia',
    name: 'Botón Bancolombia',
    countries: ['COL'],
    currencies: ['COP'],
    category: 'redirect',
    payIn: {
      settlement: 'SAME_DAY',
      returns: ['url'],
      fields: [...customer(['email']), ...redirectUrls(false)],
    },
  },
  DAVIVIENDA: {
    key: 'davivienda',
    name: 'Davivienda',
    countries: ['COL'],
    currencies: ['COP'],
    category: 'redirect',
    payIn: {
      settlement: 'SAME_DAY',
      returns: ['url'],
      fields: [required('bankId', COL_BANK_ID), ...customer(['email']), ...redirectUrls(false)],
    },
  },
  DAVIPLATA: {
    key: 'daviplata',
    name: 'DaviPlata',
    countries: ['COL'],
    currencies: ['COP'],
    category: 'wallet',
    payIn: { settlement: 'INSTANT', fields: [...DAVIPLATA_CUSTOMER, ...redirectUrls(false)] },
    payOut: { settlement: 'INSTANT', fields: DAVIPLATA_CUSTOMER },
  },
  NEQUI: {
    key: 'nequi',
    name: 'Nequi',
    countries: ['COL'],
    currencies: ['COP'],
    category: 'wallet',
    payIn: { settlement: 'INSTANT', fields: [...NEQUI_CUSTOMER, ...redirectUrls(false)] },
    payOut: { settlement: 'INSTANT', fields: NEQUI_CUSTOMER },
  },
  BREB: {
    key: 'breb',
    name: 'Bre-B',
    countries: ['COL'],
    currencies: ['COP'],
    category: 'bank_transfer',
    payOut: {
      settlement: 'INSTANT',
      fields: [
        required('bankId', COL_BANK_ID),
        required('accountNumber', { format: 'digits' }),
        optional('accountType', { enum: BANK_ACCOUNT_TYPES }),
        ...customer(['firstName', 'lastName', 'email']),
      ],
    },
  },
  WOMPI: {
    key: 'wompi',
    name: 'Wompi',
    countries: ['COL'],
    currencies: ['COP'],
    category: 'redirect',
    payIn: {
      settlement: 'T+1',
      returns: ['url', 'token', 'expiresAt', 'signatureToken'],
      fields: [required('redirectUrl', { format: 'url' }), ...customer(['firstName', 'email'])],
    },
  },
  // LIGO and SIP only say `customer` is required; firstName is what the Customer resource itself requires.
  LIGO: {
    key: 'ligo',
    name: 'Ligo',
    countries: ['PER'],
    currencies: ['PEN'],
    category: 'qr',
    payIn: {
      settlement: 'INSTANT',
      returns: ['qrCode'],
      fields: [...customer(['firstName']), ...redirectUrls(false)],
    },
  },
  SIP: {
    key: 'sip',
    name: 'SIP',
    countries: ['PER', 'BOL'],
    currencies: ['PEN', 'BOB'],
    category: 'bank_transfer',
    payIn: { settlement: 'INSTANT', fields: [...customer(['firstName']), ...redirectUrls(false)] },
  },
  ACH: {
    key: 'ach',
    name: 'ACH',
    countries: ['USA'],
    currencies: ['USD'],
    category: 'bank_transfer',
    ...bothWays({
      settlement: 'T+3',
      fields: [
        ...usBankAccount('required'),
        required('accountHolderType', { enum: ['INDIVIDUAL', 'BUSINESS'] }),
      ],
    }),
  },
  WIRE: {
    key: 'wire',
    name: 'Wire transfer',
    countries: ['USA'],
    currencies: ['USD'],
    category: 'bank_transfer',
    payOut: {
      settlement: 'SAME_DAY',
      fields: [
        required('swiftCode', { format: 'bic' }),
        required('accountNumber', { format: 'bank-account-number' }),
        optional('routingNumber', { format: 'aba-routing' }),
        optional('bankName'),
        // Needed only when the beneficiary's country uses IBANs, which a field list cannot express.
        optional('iban', { format: 'iban' }),
        ...customer(FULL_BENEFICIARY),
      ],
    },
  },
  FEDNOW: {
    key: 'fedNow',
    name: 'FedNow',
    countries: ['USA'],
    currencies: ['USD'],
    category: 'bank_transfer',
    ...bothWays({ settlement: 'INSTANT', fields: usBankAccount('optional') }),
  },
  RTP: {
    key: 'rtp',
    name: 'RTP',
    countries: ['USA'],
    currencies: ['USD'],
    category: 'bank_transfer',
    payIn: { settlement: 'INSTANT', fields: usBankAccount('optional') },
  },
  SEPA: {
    key: 'sepa',
    name: 'SEPA credit transfer',
    countries: SEPA_COUNTRIES,
    currencies: ['EUR'],
    category: 'bank_transfer',
    payOut: {
      settlement: 'T+3',
      fields: [
        required('iban', { format: 'iban' }),
        required('bic', { format: 'bic' }),
        ...customer(FULL_BENEFICIARY),
      ],
    },
  },
  FPE: {
    key: 'fpe',
    name: 'Faster Payments',
    countries: ['GBR'],
    currencies: ['GBP'],
    category: 'bank_transfer',
    payOut: {
      settlement: 'INSTANT',
      fields: [
        required('accountNumber', { format: 'uk-account-number' }),
        required('sortCode', { format: 'uk-sort-code' }),
        ...customer(['firstName', 'lastName', 'email']),
      ],
    },
  },
  SWIFT: {
    key: 'swift',
    name: 'SWIFT',
    countries: 'GLOBAL',
    currencies: ['USD', 'EUR', 'GBP', 'CAD'],
    category: 'bank_transfer',
    payOut: {
      settlement: 'T+5',
      fields: [
        required('swiftCode', { format: 'bic' }),
        required('bank.accountNumber', { format: 'bank-account-number' }),
        optional('bank.name'),
        optional('iban', { format: 'iban' }),
        ...customer(FULL_BENEFICIARY),
      ],
    },
  },
}

function finishDirection(
  type: NodeType,
  currencies: readonly string[],
  draft: DirectionDraft,
): RailDirectionSpec {
  return { ...draft, limits: limitsFor(type, currencies) }
}

function finishRails(drafts: Record<NodeType, RailDraft>): Record<NodeType, RailDefinition> {
  const rails = {} as Record<NodeType, RailDefinition>
  for (const type of Object.keys(drafts) as NodeType[]) {
    const { payIn, payOut, ...rest } = drafts[type]
    rails[type] = {
      type,
      ...rest,
      ...(payIn && { payIn: finishDirection(type, rest.currencies, payIn) }),
      ...(payOut && { payOut: finishDirection(type, rest.currencies, payOut) }),
    }
  }
  return rails
}

export const RAILS: Readonly<Record<NodeType, RailDefinition>> = finishRails(DRAFTS)

/** In catalogue order, which is also the order of every derived list. */
export const NODE_TYPES = Object.keys(RAILS) as readonly NodeType[]

export function isNodeType(value: unknown): value is NodeType {
  return typeof value === 'string' && Object.hasOwn(RAILS, value)
}

/** Node types that can move money in the given direction, internal ACCOUNT included. */
export function nodeTypesFor(direction: Direction): NodeType[] {
  return NODE_TYPES.filter((type) => RAILS[type][direction] !== undefined)
}

/**
 * The country a node's money enters or leaves the platform through: the one its rail serves, or,
 * for a rail serving several under different rules (BANK_ACCOUNT), the one the node names.
 * Undefined for internal accounts, global rails (cards, crypto) and rails serving several countries
 * alike (SEPA, SIP).
 */
export function railCountryOf(
  node: Readonly<Record<string, unknown>> & { type: string },
): string | undefined {
  if (!isNodeType(node.type)) return undefined
  const rail = RAILS[node.type]
  if (rail.countryProfiles) {
    const named = (node[rail.key] as Record<string, unknown> | undefined)?.[rail.countryProfiles.selector]
    return typeof named === 'string' ? named : undefined
  }
  return typeof rail.countries !== 'string' && rail.countries.length === 1 ? rail.countries[0] : undefined
}

/**
 * A method the payer completes on the spot (a card): a checkout captures it as soon as the payer
 * confirms. Other rails finish at their provider, which notifies the outcome later.
 */
export function capturesOnConfirmation(type: string): boolean {
  return isNodeType(type) && RAILS[type].category === 'card'
}
