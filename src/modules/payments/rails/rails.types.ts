import type { FormatName } from '../../../shared/validation/index.js'

/** Every node type of SPEC.md; each opens a rail object under its own key (see `RailDefinition.key`). */
export type NodeType =
  | 'CARD'
  | 'CRYPTO'
  | 'ACCOUNT'
  | 'BANK_ACCOUNT'
  | 'PIX'
  | 'PCT'
  | 'CVU'
  | 'ETPAY'
  | 'FINTOC'
  | 'WEBPAY'
  | 'SPEI'
  | 'PSE'
  | 'BANCOLOMBIA'
  | 'DAVIVIENDA'
  | 'DAVIPLATA'
  | 'NEQUI'
  | 'BREB'
  | 'WOMPI'
  | 'LIGO'
  | 'SIP'
  | 'ACH'
  | 'WIRE'
  | 'FEDNOW'
  | 'RTP'
  | 'SEPA'
  | 'FPE'
  | 'SWIFT'

/** payIn: the node is a payment's origin (money enters); payOut: its destination (money leaves). */
export type Direction = 'payIn' | 'payOut'

/** Where a node sits in a payment; origins need a pay-in rail, destinations a pay-out rail. */
export type NodeRole = 'origin' | 'destination'

export type FieldType = 'string' | 'number' | 'boolean' | 'object'

/**
 * Checks that need more than the value itself, run by the node validator:
 * - `pix-key`: the key must fit the sibling `pixKeyType`;
 * - `crypto-address`: the address must fit the sibling `network`;
 * - `document-number`: the number must fit the sibling `documentType`;
 * - `phone-number`: with a sibling `phoneNumberPrefix`, prefix and number must form a valid phone number;
 * - `node-currency`: the value must equal the node's `currency` (a rail object cannot contradict its node).
 */
export type ContextValidator =
  'pix-key' | 'crypto-address' | 'document-number' | 'phone-number' | 'node-currency'

export interface RailField {
  /** Dot path relative to the rail object, e.g. `customer.email`. */
  path: string
  type: FieldType
  required: boolean
  format?: FormatName
  enum?: readonly string[]
  validator?: ContextValidator
}

/** The part of a field a country may tighten. */
export type FieldRefinement = Pick<RailField, 'format' | 'enum'>

export interface AmountLimit {
  /** Digit strings in major units, as `minAmount`/`maxAmount` are published (`^\d+$`). */
  min: string
  max: string
}

export interface RailDirectionSpec {
  fields: readonly RailField[]
  /** Keyed by currency; covers every currency of the rail. */
  limits: Readonly<Record<string, AmountLimit>>
  settlement: Settlement
  /** Paths (relative to the rail object) that a created pay-in adds for the payer, e.g. `url`, `qrCode`. */
  returns?: readonly string[]
}

/** Worst-case time until the funds reach the destination; a client plans liquidity on the upper bound. */
export type Settlement = 'INSTANT' | 'SAME_DAY' | 'T+1' | 'T+2' | 'T+3' | 'T+5'

/** What one destination country of a multi-country rail takes and how it tightens the rail's fields. */
export interface CountryProfile {
  currencies: readonly string[]
  /** Keyed by field path relative to the rail object. */
  fields: Readonly<Record<string, FieldRefinement>>
}

export interface CountryProfiles {
  /** Path (relative to the rail object) of the field naming the country, e.g. `country` for `bank.country`. */
  selector: string
  byCountry: Readonly<Record<string, CountryProfile>>
}

export type RailCategory = 'card' | 'bank_transfer' | 'wallet' | 'crypto' | 'internal' | 'redirect' | 'qr'

export interface RailDefinition {
  type: NodeType
  /** Name of the rail object inside the node: `card`, `wallet`, `bank`, `fedNow`, … */
  key: string
  /** Display name. */
  name: string
  /** Alpha-3 codes; `GLOBAL` for rails not bound to a country, `INTERNAL` for ledger accounts. */
  countries: readonly string[] | 'GLOBAL' | 'INTERNAL'
  currencies: readonly string[]
  category: RailCategory
  payIn?: RailDirectionSpec
  payOut?: RailDirectionSpec
  /** Only for rails serving several countries whose rules differ (BANK_ACCOUNT). */
  countryProfiles?: CountryProfiles
}

/** Nested description of a rail object; leaves are type names. */
export interface NodeSchema {
  [segment: string]: NodeSchema | FieldType
}

/** One entry of GET /payment-origins and GET /payment-destinations (SPEC.md "Payment destination configuration"). */
export interface RailConfigNode {
  name: string
  type: NodeType
  currency: string
  /** `PURCHASECURRENCY:CURRENCY`. */
  product: string
  minAmount: string
  maxAmount: string
  requiredFields: string[]
  /** On pay-out configs: node types that may be this node's origin. */
  validOrigins?: NodeType[]
  /** On pay-in configs: node types that may be this node's destination. */
  validDestinations?: NodeType[]
  nodeSchema: NodeSchema
  requiredFieldTypes: Record<string, FieldType>
  settlement: Settlement
}
