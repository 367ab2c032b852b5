import { invalidField } from './errors.js'

const DAY_MS = 24 * 60 * 60 * 1000

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
  return { from, before: new Date(from.getTime() + DAY_MS) }
}
