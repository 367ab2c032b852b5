import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file builds its own app on a fresh database; two cores run two files at a time.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
