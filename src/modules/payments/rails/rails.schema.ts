import { withCardEntryFields } from '../card-numbers.js'
import { NodeInput } from '../payments.schemas.js'
import { FORMAT_DESCRIPTIONS, maxLengthOf } from './node-validation.js'
import { NODE_TYPES, RAILS } from './rails.catalogue.js'
import type { ContextValidator, Direction, NodeType, RailDefinition, RailField } from './rails.types.js'
import { fieldTree, type FieldTree, type FieldTreeNode } from './rails.views.js'

// The payment node as JSON Schema for the OpenAPI document: one object per rail and direction,
// derived from the rails catalogue the node validator enforces, joined in a union discriminated by
// `type`. Documentation only: requests are still checked by node-validation.ts, whose messages
// name the exact path of each problem.

type JsonSchema = Record<string, unknown>

const CONTEXT_RULES: Readonly<Record<ContextValidator, string>> = {
  'pix-key': 'must be a valid key of the `pixKeyType` given',
  'crypto-address': 'must be a valid address on the `network` given',
  'document-number': 'must be a valid number of the `documentType` given',
  'phone-number': 'with `phoneNumberPrefix`, must form a valid phone number',
  'node-currency': "must equal the node's `currency`",
}

/** The union names, by direction: origins take pay-in rails, destinations pay-out rails. */
export const NODE_UNION_NAMES: Readonly<Record<Direction, string>> = {
  payIn: 'OriginNode',
  payOut: 'DestinationNode',
}

const componentName = (type: NodeType, direction: Direction) =>
  `${type
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}${direction === 'payIn' ? 'Origin' : 'Destination'}`

const ref = (name: string) => `#/components/schemas/${name}`

/** Every rail's node schema plus the two unions, as `components.schemas` entries. */
export function paymentNodeSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {}
  for (const direction of ['payIn', 'payOut'] as const) {
    const types = NODE_TYPES.filter((type) => RAILS[type][direction] !== undefined)
    for (const type of types) schemas[componentName(type, direction)] = nodeSchema(RAILS[type], direction)
    schemas[NODE_UNION_NAMES[direction]] = {
      description:
        direction === 'payIn'
          ? 'Where the money comes from: a pay-in rail, or an internal account. `type` picks the rail ' +
            'and the rail object under its own key (`card`, `etpay`, `account`, …).'
          : 'Where the money goes: a pay-out rail, or an internal account. `type` picks the rail and ' +
            'the rail object under its own key (`bank`, `pix`, `account`, …).',
      oneOf: types.map((type) => ({ $ref: ref(componentName(type, direction)) })),
      discriminator: {
        propertyName: 'type',
        mapping: Object.fromEntries(types.map((type) => [type, ref(componentName(type, direction))])),
      },
    }
  }
  return schemas
}

function nodeSchema(def: RailDefinition, direction: Direction): JsonSchema {
  const spec = def[direction]!
  // The base fields every node shares, as the request schema declares them.
  const base = Object.fromEntries(
    Object.entries(NodeInput.properties).filter(([name]) => name !== 'type' && name !== 'currency'),
  )
  const limits = Object.entries(spec.limits)
    .map(([currency, limit]) => `${currency} ${limit.min}–${limit.max}`)
    .join(', ')
  const catalogued = objectSchema(fieldTree(spec.fields), countryNote(def))
  const railObject = INSTEAD_OF_FIELDS[`${def.type}:${direction}`]?.(catalogued) ?? catalogued
  return {
    type: 'object',
    title: `${def.name} (${def.type})`,
    description: `${def.name}. Amount limits: ${limits}. Settlement: ${spec.settlement}.`,
    required: ['type', 'currency', def.key],
    properties: {
      type: { type: 'string', const: def.type },
      currency: { type: 'string', enum: [...def.currencies] },
      ...JSON.parse(JSON.stringify(base)),
      [def.key]: railObject,
    },
  }
}

/**
 * What a client may send in place of a rail object's fields, turned into them before validation:
 * a sandbox test card's number (card-numbers.ts), a saved withdrawal account (payment-request.ts).
 */
const INSTEAD_OF_FIELDS: Partial<Record<`${NodeType}:${Direction}`, (rail: JsonSchema) => JsonSchema>> = {
  'CARD:payIn': withCardEntryFields,
  'BANK_ACCOUNT:payOut': (bank) => ({
    ...bank,
    description: `${String(bank.description)} Or \`withdrawalAccountId\` alone instead of the other fields.`,
    required: [],
    properties: {
      withdrawalAccountId: {
        type: 'string',
        maxLength: 64,
        description:
          "A saved withdrawal account of the payment's identity (`POST /identities/{id}/withdrawal-accounts`); " +
          'its bank fields are used.',
      },
      ...(bank.properties as JsonSchema),
    },
  }),
}

function objectSchema(tree: FieldTree, description?: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  const required: string[] = []
  for (const [name, node] of tree) {
    properties[name] = node.kind === 'leaf' ? fieldSchema(node.field) : objectSchema(node.children)
    if (isRequiredNode(node)) required.push(name)
  }
  return {
    type: 'object',
    ...(description && { description }),
    ...(required.length > 0 && { required }),
    properties,
    additionalProperties: false,
  }
}

/** A nested object is required when any field inside it is. */
function isRequiredNode(node: FieldTreeNode): boolean {
  return node.kind === 'leaf' ? node.field.required : [...node.children.values()].some(isRequiredNode)
}

function fieldSchema(field: RailField): JsonSchema {
  const notes = [
    field.format && FORMAT_DESCRIPTIONS[field.format],
    field.validator && CONTEXT_RULES[field.validator],
  ].filter(Boolean)
  return {
    type: field.type,
    ...(field.type === 'string' && { maxLength: maxLengthOf(field) }),
    ...(field.format && { format: field.format === 'url' ? 'uri' : field.format }),
    ...(field.enum && { enum: [...field.enum] }),
    ...(notes.length > 0 && { description: `${notes.join('; ')}.` }),
  }
}

function countryNote(def: RailDefinition): string | undefined {
  const profiles = def.countryProfiles
  if (!profiles) return undefined
  const countries = Object.entries(profiles.byCountry)
    .map(([country, profile]) => `${country} (${profile.currencies.join(', ')})`)
    .join(', ')
  return `\`${profiles.selector}\` picks the country's rules: ${countries}.`
}
