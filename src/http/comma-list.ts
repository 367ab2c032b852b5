import { Type } from '@sinclair/typebox'

/**
 * A list filter sent either comma-separated (`?id=a,b`) or repeated (`?id=a&id=b`), as the
 * reference's clients do both.
 */
export const CommaListQuery = (description: string) =>
  Type.Optional(Type.Array(Type.String({ maxLength: 2600 }), { maxItems: 100, description }))

/** `?id=a,b&id=c` → ['a', 'b', 'c']; a parameter with no values at all is no filter. */
export function splitCommaList(values: readonly string[] | undefined): string[] | undefined {
  const items = values
    ?.flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')
  return items && items.length > 0 ? items : undefined
}
