import { randomInt } from 'node:crypto'
import type { ApiCaller } from './test-app.js'

/** A Chilean RUT with a correct check digit, different on every call. */
export function uniqueRut(): string {
  const body = randomInt(10_000_000, 99_999_999)
  const digits = String(body).split('').reverse()
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (2 + (i % 6)), 0)
  const check = 11 - (sum % 11)
  return `${body}-${check === 11 ? '0' : check === 10 ? 'K' : String(check)}`
}

export function identityBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'USER',
    name: 'Ana',
    lastname: 'Pérez',
    email: `ana.${randomInt(1e9)}@example.com`,
    phone: '+56221234567',
    documentType: 'RUT',
    documentNumber: uniqueRut(),
    idv: 'idv-reference-1',
    country: 'CHL',
    ...overrides,
  }
}

export async function createIdentity(api: ApiCaller, overrides: Record<string, unknown> = {}) {
  const response = await api.post('/identities', identityBody(overrides))
  if (response.statusCode !== 200) throw new Error(`identity creation failed: ${response.body}`)
  return response.json<{ id: string; name: string; email: string } & Record<string, unknown>>()
}
