import { describe, expect, it } from 'vitest'
import { isId, newId, newSecretToken } from '../../src/shared/ids.js'

describe('object ids', () => {
  it('are 24 hex characters led by the creation second', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    const id = newId(now)
    expect(isId(id)).toBe(true)
    expect(Number.parseInt(id.slice(0, 8), 16)).toBe(now.getTime() / 1000)
  })

  it('never repeat within a second, across many refills of their random pool', () => {
    const now = new Date()
    const ids = Array.from({ length: 20_000 }, () => newId(now))
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(ids.map((id) => id.slice(8))).size).toBe(ids.length)
  })
})

describe('secret tokens', () => {
  it('are URL-safe and never begin with a dash, which a command line would read as a flag', () => {
    const tokens = Array.from({ length: 2_000 }, () => newSecretToken())
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{42}$/)
    expect(new Set(tokens).size).toBe(tokens.length)
  })
})
