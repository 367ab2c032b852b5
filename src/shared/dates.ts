import { invalidField } from './errors.js'

const DAY_MS = 24 * 60 * 60 * 1000
const FIRST_STORABLE_MS = Date.parse('0001-01-01T00:00:00.000Z')
const LAST_STORABLE_MS = Date.parse('9999-12-31T23:59:59.999Z')

/**
 * Whether an instant is one both PostgreSQL and JavaScript hold and write alike: the years 1 to 9999
 * (UTC). JavaScript also holds year 0 and years past 9999, which PostgreSQL refuses to read back
 * from the text JavaScript writes for them, so such a value must be refused or ignored at the edge.
 */
export function isStorableInstant(ms: number): boolean {
  return ms >= FIRST_STORABLE_MS && ms <= LAST_STORABLE_MS
}

/**
 * A list filter's `DD/MM/YYYY` (the reference's date format) as the UTC interval it covers:
 * `from` inclusive, `before` exclusive, so an end date includes its whole day. An impossible
 * date (`31/02/2025`) is a 400 naming the parameter.
 */
export function dayRange(text: string, field: string): { from: Date; before: Date } {
  const [day, month, year] = text.split('/').map(Number) as [number, number, number]
  const from = new Date(Date.UTC(year, month - 1, day))
  if (from.getUTCFullYear() !== year || from.getUTCMonth() !== month - 1 || from.getUTCDate() !== day) {
    throw invalidField(field, 'is not a real date (DD/MM/YYYY)')
  }
  // The day after 31/12/9999 is past what can be stored: before then is every instant there is.
  return { from, before: new Date(Math.min(from.getTime() + DAY_MS, LAST_STORABLE_MS)) }
}
