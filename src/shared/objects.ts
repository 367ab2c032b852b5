/**
 * `{ ...base, ...more }`, built so that V8 keeps one shape for it. In Node 20 an object literal
 * that begins with a spread and then adds keys the spread did not have gets a new hidden class
 * every time it runs: 1–15 µs each, and a map left in the old generation until the next full
 * collection (docs/decisions/0019-money-path-performance.md; Node 24 keeps one shape). A literal
 * that begins with a named key, or whose later keys the spread already had, is not affected;
 * elsewhere, use this.
 */
export function extended<B extends object, M extends object>(base: B, more: M): Omit<B, keyof M> & M {
  return Object.assign({}, base, more)
}
