import { describe, expect, it } from 'vitest'
import { ruleSetOf, type RuleDefinition } from '../../src/modules/rules/rule-set.js'

function fee(identityId: string, overwrites = false): RuleDefinition {
  return {
    id: `fee@${identityId}${overwrites ? '!' : ''}`,
    identityId,
    target: 'TRANSACTION',
    overwrites,
    filter: null,
    type: 'FEE',
    feeRule: { feeType: 'PERCENTAGE', value: '1' },
  }
}

function allowed(identityId: string, overwrites = false): RuleDefinition {
  return {
    id: `allowed@${identityId}${overwrites ? '!' : ''}`,
    identityId,
    target: 'TRANSACTION',
    overwrites,
    filter: null,
    type: 'ALLOWED_VALUES',
    allowedValuesRule: { key: 'currency', allowedValues: ['CLP'] },
  }
}

const ids = (rules: { id: string }[]) => rules.map((r) => r.id)

describe('ruleSetOf', () => {
  it('collects the rules of every level, nearest first', () => {
    const set = ruleSetOf([[fee('child')], [fee('parent'), allowed('parent')], [fee('grandparent')]])
    expect(ids(set.fees)).toEqual(['fee@child', 'fee@parent', 'fee@grandparent'])
    expect(ids(set.allowedValues)).toEqual(['allowed@parent'])
  })

  it('stops a type above the level of an overwriting rule of that type, and only that type', () => {
    const set = ruleSetOf([
      [fee('child', true), fee('child')],
      [fee('parent'), allowed('parent')],
      [allowed('grandparent'), fee('grandparent')],
    ])
    expect(ids(set.fees)).toEqual(['fee@child!', 'fee@child'])
    expect(ids(set.allowedValues)).toEqual(['allowed@parent', 'allowed@grandparent'])
  })

  it('lets a parent’s overwriting rule hide the grandparent’s from the child too', () => {
    const set = ruleSetOf([
      [],
      [allowed('parent', true), fee('parent')],
      [allowed('grandparent'), fee('grandparent')],
    ])
    expect(ids(set.allowedValues)).toEqual(['allowed@parent!'])
    expect(ids(set.fees)).toEqual(['fee@parent', 'fee@grandparent'])
  })

  it('keeps every parent’s rules when one of several parents overwrites, and stops above that level', () => {
    const set = ruleSetOf([[], [fee('parent-a', true), fee('parent-b')], [fee('grandparent')]])
    expect(ids(set.fees)).toEqual(['fee@parent-a!', 'fee@parent-b'])
  })

  it('gives an empty set without rules', () => {
    expect(ruleSetOf([])).toEqual({ fees: [], allowedValues: [] })
    expect(ruleSetOf([[], []])).toEqual({ fees: [], allowedValues: [] })
  })
})
