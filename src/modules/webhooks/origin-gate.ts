/**
 * At most `limit` calls at once to each origin; the others wait their turn here, in arrival order.
 * The delivery worker enters before an attempt's deadline starts, so calls queued behind a slow
 * receiver wait without timing out, and each attempt's limit covers only its own call.
 */
export function createOriginGate(limit: number) {
  const origins = new Map<string, { active: number; waiting: (() => void)[] }>()

  function release(origin: string): void {
    const state = origins.get(origin)!
    const next = state.waiting.shift()
    if (next) return next()
    state.active -= 1
    if (state.active === 0) origins.delete(origin)
  }

  return {
    /** Resolves once a call to `origin` may start, with what ends it (call it exactly once). */
    async enter(origin: string): Promise<() => void> {
      let state = origins.get(origin)
      if (!state) origins.set(origin, (state = { active: 0, waiting: [] }))
      // A freed place passes straight to the next waiter, so `active` counts it already.
      if (state.active < limit) state.active += 1
      else await new Promise<void>((resolve) => state.waiting.push(resolve))
      return () => release(origin)
    },
  }
}
