import { describe, expect, it } from 'vitest'
import { createOriginGate } from '../../src/modules/webhooks/origin-gate.js'

/** Settles pending promise callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('origin gate', () => {
  it('lets `limit` calls to an origin in at once and the next in, in arrival order, as each leaves', async () => {
    const gate = createOriginGate(2)
    const entered: string[] = []
    const leaves = new Map<string, () => void>()
    for (const call of ['a', 'b', 'c', 'd']) {
      void gate.enter('https://one.example').then((leave) => {
        entered.push(call)
        leaves.set(call, leave)
      })
    }
    await settle()
    expect(entered).toEqual(['a', 'b'])
    leaves.get('b')!()
    await settle()
    expect(entered).toEqual(['a', 'b', 'c'])
    leaves.get('a')!()
    leaves.get('c')!()
    await settle()
    expect(entered).toEqual(['a', 'b', 'c', 'd'])
  })

  it('counts each origin on its own', async () => {
    const gate = createOriginGate(1)
    await gate.enter('https://one.example')
    const other = await Promise.race([gate.enter('https://two.example').then(() => 'in'), settle()])
    expect(other).toBe('in')
  })

  it('frees an origin entirely once its calls have left', async () => {
    const gate = createOriginGate(1)
    const leave = await gate.enter('https://one.example')
    leave()
    const again = await Promise.race([gate.enter('https://one.example').then(() => 'in'), settle()])
    expect(again).toBe('in')
  })
})
