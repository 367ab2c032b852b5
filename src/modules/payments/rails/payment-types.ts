import { isNodeType, NODE_TYPES, nodeTypesFor, RAILS } from './rails.catalogue.js'
import type { FieldIssue } from '../../../shared/errors.js'
import type { Direction, NodeRole, NodeType } from './rails.types.js'

// REFERENCE §5.2 as data: which node types each payment type takes on either side, and how many.

/** Any external rail able to take money in (resp. pay it out); the internal ACCOUNT is not a rail here. */
export const ANY_PAY_IN_RAIL = 'ANY_PAY_IN_RAIL'
export const ANY_PAYOUT_RAIL = 'ANY_PAYOUT_RAIL'

export type NodeSelector = NodeType | typeof ANY_PAY_IN_RAIL | typeof ANY_PAYOUT_RAIL

export interface NodeSideRule {
  accepts: readonly NodeSelector[]
  min: number
  /** Absent when the side takes any number of nodes (bulk). */
  max?: number
}

export interface PaymentTypeRule {
  origins: NodeSideRule
  destinations: NodeSideRule
  /** FEE payments come from fee rules; a client cannot create one. */
  clientCreatable: boolean
  /**
   * The type exists to change currency (cross-border, product `X:Y` with X ≠ Y), so configuration
   * listings offer its pairings only on such products. This keeps a domestic PCT pay-in listing
   * ACCOUNT alone as its destination, as the reference API does.
   */
  crossCurrency?: boolean
}

const PAYMENT_TYPE_RULE_TABLE = {
  PURCHASE: {
    origins: { accepts: [ANY_PAY_IN_RAIL], min: 1, max: 1 },
    destinations: { accepts: ['ACCOUNT'], min: 1 },
    clientCreatable: true,
  },
  TOPUP_ACCOUNT: {
    origins: { accepts: [ANY_PAY_IN_RAIL], min: 1, max: 1 },
    destinations: { accepts: ['ACCOUNT'], min: 1 },
    clientCreatable: true,
  },
  WITHDRAWAL_ACCOUNT: {
    origins: { accepts: ['ACCOUNT'], min: 1, max: 1 },
    destinations: { accepts: [ANY_PAYOUT_RAIL], min: 1 },
    clientCreatable: true,
  },
  P2P: {
    origins: { accepts: ['ACCOUNT'], min: 1, max: 1 },
    destinations: { accepts: ['ACCOUNT'], min: 1 },
    clientCreatable: true,
  },
  COLLECT: {
    origins: { accepts: ['ACCOUNT'], min: 1 },
    destinations: { accepts: ['ACCOUNT'], min: 1, max: 1 },
    clientCreatable: true,
  },
  // Moves a collected fee into the platform's FEE account.
  FEE: {
    origins: { accepts: ['ACCOUNT'], min: 1, max: 1 },
    destinations: { accepts: ['ACCOUNT'], min: 1, max: 1 },
    clientCreatable: false,
  },
  // REFERENCE's table says one destination, its bulk section many; bulk remittances are the common case.
  REMITTANCE: {
    origins: { accepts: ['ACCOUNT', ANY_PAY_IN_RAIL], min: 1, max: 1 },
    destinations: { accepts: [ANY_PAYOUT_RAIL], min: 1 },
    clientCreatable: true,
    crossCurrency: true,
  },
} satisfies Record<string, PaymentTypeRule>

export type PaymentType = keyof typeof PAYMENT_TYPE_RULE_TABLE

export const PAYMENT_TYPE_RULES: Readonly<Record<PaymentType, PaymentTypeRule>> = PAYMENT_TYPE_RULE_TABLE

export const PAYMENT_TYPES = Object.keys(PAYMENT_TYPE_RULES) as readonly PaymentType[]

export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === 'string' && Object.hasOwn(PAYMENT_TYPE_RULES, value)
}

function externalRails(direction: Direction): NodeType[] {
  return nodeTypesFor(direction).filter((type) => RAILS[type].category !== 'internal')
}

/** The concrete node types a side accepts, in catalogue order. */
export function acceptedNodeTypes(side: NodeSideRule): NodeType[] {
  const accepted = new Set(
    side.accepts.flatMap((selector) => {
      switch (selector) {
        case ANY_PAY_IN_RAIL:
          return externalRails('payIn')
        case ANY_PAYOUT_RAIL:
          return externalRails('payOut')
        default:
          return [selector]
      }
    }),
  )
  return NODE_TYPES.filter((type) => accepted.has(type))
}

/**
 * Node types that can stand across a client-creatable payment from `nodeType` placed as `role`:
 * the `validDestinations` of an origin, the `validOrigins` of a destination.
 */
export function counterpartTypes(nodeType: NodeType, role: NodeRole, isCrossCurrency: boolean): NodeType[] {
  const found = new Set<NodeType>()
  for (const rule of Object.values(PAYMENT_TYPE_RULES)) {
    if (!rule.clientCreatable || (rule.crossCurrency === true && !isCrossCurrency)) continue
    const [own, other] =
      role === 'origin' ? [rule.origins, rule.destinations] : [rule.destinations, rule.origins]
    if (acceptedNodeTypes(own).includes(nodeType)) acceptedNodeTypes(other).forEach((type) => found.add(type))
  }
  return NODE_TYPES.filter((type) => found.has(type))
}

/**
 * Checks the node types and counts of a payment against its type. Node contents are validateNode's
 * job, and whether the caller may create the type at all is the caller's (`clientCreatable`).
 */
export function checkPaymentShape(
  type: string,
  originTypes: readonly string[],
  destinationTypes: readonly string[],
): FieldIssue[] {
  if (!isPaymentType(type)) return [{ field: 'type', issue: `must be one of ${PAYMENT_TYPES.join(', ')}` }]
  const rule = PAYMENT_TYPE_RULES[type]
  return [
    ...checkSide(type, 'origin', rule.origins, originTypes),
    ...checkSide(type, 'destination', rule.destinations, destinationTypes),
  ]
}

function checkSide(
  paymentType: PaymentType,
  role: NodeRole,
  rule: NodeSideRule,
  nodeTypes: readonly string[],
): FieldIssue[] {
  const side = `${role}s`
  const issues: FieldIssue[] = []
  if (nodeTypes.length < rule.min || (rule.max !== undefined && nodeTypes.length > rule.max)) {
    issues.push({ field: side, issue: `a ${paymentType} payment takes ${describeCount(rule, role)}` })
  }
  const accepted = acceptedNodeTypes(rule)
  nodeTypes.forEach((nodeType, index) => {
    // An unknown node type is validateNode's to report; naming it twice would only add noise.
    if (isNodeType(nodeType) && !accepted.includes(nodeType)) {
      issues.push({
        field: `${side}[${index}].type`,
        issue: `${nodeType} is not a valid ${role} for a ${paymentType} payment (allowed: ${describeAccepts(rule)})`,
      })
    }
  })
  return issues
}

function describeCount({ min, max }: NodeSideRule, noun: string): string {
  const plural = (count: number) => `${count} ${noun}${count === 1 ? '' : 's'}`
  if (max === undefined) return `at least ${plural(min)}`
  return min === max ? `exactly ${plural(min)}` : `between ${min} and ${plural(max)}`
}

function describeAccepts({ accepts }: NodeSideRule): string {
  const names: Record<string, string> = {
    [ANY_PAY_IN_RAIL]: 'any pay-in rail',
    [ANY_PAYOUT_RAIL]: 'any payout rail',
  }
  return accepts.map((selector) => names[selector] ?? selector).join(' or ')
}
