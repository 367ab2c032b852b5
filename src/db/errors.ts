/** PostgreSQL's unique_violation, from either driver (Drizzle may wrap the driver error as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505'
}

/** The five-character SQLSTATE of a database error, looked up through wrapping `cause`s. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}
