import { counterpartTypes } from './payment-types.js'
import type {
  Direction,
  FieldType,
  NodeRole,
  NodeSchema,
  RailConfigNode,
  RailDefinition,
  RailDirectionSpec,
  RailField,
} from './rails.types.js'

// Pure derivations from the catalogue: what the configuration endpoints publish, and the field tree
// the node validator walks. Nothing here knows a rail by name.

export const DIRECTION_OF_ROLE: Readonly<Record<NodeRole, Direction>> = {
  origin: 'payIn',
  destination: 'payOut',
}

/** The rail's spec for a direction; asking for one the rail lacks is a programming error. */
function directionSpec(def: RailDefinition, direction: Direction): RailDirectionSpec {
  const spec = def[direction]
  if (spec === undefined) throw new Error(`${def.type} has no ${direction} direction`)
  return spec
}

export type FieldTree = Map<string, FieldTreeNode>
export interface FieldLeaf {
  kind: 'leaf'
  field: RailField
}
export interface FieldBranch {
  kind: 'branch'
  children: FieldTree
}
export type FieldTreeNode = FieldLeaf | FieldBranch

/** Nests dot paths into a tree of objects; throws when a path is declared twice or nests under a leaf. */
export function fieldTree(fields: readonly RailField[]): FieldTree {
  const root: FieldTree = new Map()
  for (const field of fields) {
    const cut = field.path.lastIndexOf('.')
    const parents = cut < 0 ? [] : field.path.slice(0, cut).split('.')
    const name = field.path.slice(cut + 1)
    let level = root
    for (const segment of parents) {
      const existing = level.get(segment)
      if (existing?.kind === 'leaf') throw new Error(`${field.path} nests under the plain field ${segment}`)
      const branch: FieldBranch = existing ?? { kind: 'branch', children: new Map() }
      level.set(segment, branch)
      level = branch.children
    }
    if (level.has(name)) throw new Error(`${field.path} is declared twice`)
    level.set(name, { kind: 'leaf', field })
  }
  return root
}

function requiredOf(def: RailDefinition, direction: Direction): RailField[] {
  return directionSpec(def, direction).fields.filter((field) => field.required)
}

/** Dot paths from the node root, e.g. `pct.customer.email`. */
export function requiredFields(def: RailDefinition, direction: Direction): string[] {
  return requiredOf(def, direction).map((field) => `${def.key}.${field.path}`)
}

/** The values of the required fields the rail fixes to a list, by dot path from the node root. */
export function requiredFieldChoices(
  def: RailDefinition,
  direction: Direction,
): Record<string, readonly string[]> {
  return Object.fromEntries(
    requiredOf(def, direction).flatMap((field) =>
      field.enum ? [[`${def.key}.${field.path}`, field.enum]] : [],
    ),
  )
}

/** The required part of the rail object, nested, with type names as leaves (REFERENCE §7's shape). */
export function nodeSchema(def: RailDefinition, direction: Direction): NodeSchema {
  const toSchema = (tree: FieldTree): NodeSchema =>
    Object.fromEntries(
      [...tree].map(([name, node]) => [
        name,
        node.kind === 'leaf' ? node.field.type : toSchema(node.children),
      ]),
    )
  return { [def.key]: toSchema(fieldTree(requiredOf(def, direction))) }
}

export function requiredFieldTypes(def: RailDefinition, direction: Direction): Record<string, FieldType> {
  return Object.fromEntries(
    requiredOf(def, direction).map((field) => [`${def.key}.${field.path}`, field.type]),
  )
}

/**
 * One entry of GET /payment-origins (payIn) or GET /payment-destinations (payOut) for a product
 * `purchaseCurrency:currency`; `purchaseCurrency` defaults to `currency` (no conversion).
 */
export function toConfigNode(
  def: RailDefinition,
  direction: Direction,
  currency: string,
  purchaseCurrency: string = currency,
): RailConfigNode {
  const spec = directionSpec(def, direction)
  const limit = spec.limits[currency]
  if (limit === undefined) throw new Error(`${def.type} does not take ${currency}`)
  const role: NodeRole = direction === 'payIn' ? 'origin' : 'destination'
  const counterparts = counterpartTypes(def.type, role, purchaseCurrency !== currency)
  return {
    name: def.name,
    type: def.type,
    currency,
    product: `${purchaseCurrency}:${currency}`,
    minAmount: limit.min,
    maxAmount: limit.max,
    requiredFields: requiredFields(def, direction),
    ...(role === 'origin' ? { validDestinations: counterparts } : { validOrigins: counterparts }),
    nodeSchema: nodeSchema(def, direction),
    requiredFieldTypes: requiredFieldTypes(def, direction),
    settlement: spec.settlement,
  }
}
