import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadApiClientEnv, loadConfig } from '../src/config.js'

const base = { TOKEN_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent' }

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base)
    expect(config).toMatchObject({
      port: 8080,
      publicBaseUrl: 'http://localhost:8080',
      tokenTtlSeconds: 3600,
      rateLimit: { max: 6000, windowSeconds: 60 },
      webhookAllowPrivateTargets: undefined,
      sandboxAutoConfirmMs: 1000,
      fxUnitsPerUsd: undefined,
    })
  })

  it('reads an FX rate table and refuses a malformed one, naming the variable', () => {
    expect(loadConfig({ ...base, FX_RATES_PER_USD: '{"USD":"1","CLP":"950.5"}' }).fxUnitsPerUsd).toEqual({
      USD: '1',
      CLP: '950.5',
    })
    for (const bad of ['not json', '[]', '{"USD":1}', '{"USD":"0"}', '{"usd":"1"}']) {
      expect(() => loadConfig({ ...base, FX_RATES_PER_USD: bad })).toThrow(/FX_RATES_PER_USD/)
    }
  })

  it('stops at boot on unsafe or contradictory settings', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/payments', DATA_DIR: '/nonexistent' })).toThrow(
      'TOKEN_SECRET is required when DATABASE_URL is set',
    )
    expect(() => loadConfig({ ...base, TOKEN_SECRET: 'short' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ ...base, BOOTSTRAP_CLIENT_ID: 'only-the-id' })).toThrow(/must be set together/)
    expect(() => loadConfig({ ...base, PUBLIC_BASE_URL: 'ftp://example.com' })).toThrow(/PUBLIC_BASE_URL/)
  })

  it('runs one API process per core beside a remote PostgreSQL, half as many beside a local one, and exactly one on the embedded database', () => {
    const postgres = { ...base, DATABASE_URL: 'postgres://db/payments' }
    const halfTheCores = Math.ceil(availableParallelism() / 2)
    expect(loadConfig(base).webConcurrency).toBe(1)
    expect(loadConfig(postgres).webConcurrency).toBe(availableParallelism())
    for (const local of [
      'postgres://postgres@127.0.0.1:5432/payments',
      'postgresql://localhost/payments',
      'postgres://[::1]:5432/payments',
      'postgres:///payments?host=/var/run/postgresql',
    ]) {
      expect(loadConfig({ ...base, DATABASE_URL: local }).webConcurrency, local).toBe(halfTheCores)
    }
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3)
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY above 1 needs DATABASE_URL/,
    )
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/)
    expect(loadConfig(base).backgroundWorkers).toBe(true)
    expect(loadConfig({ ...base, BACKGROUND_WORKERS: 'false' }).backgroundWorkers).toBe(false)
  })

  it('reads the role the cluster supervisor gives a process, and refuses any other', () => {
    expect(loadConfig(base).processRole).toBeUndefined()
    expect(loadConfig({ ...base, PROCESS_ROLE: 'api' }).processRole).toBe('api')
    expect(loadConfig({ ...base, PROCESS_ROLE: 'workers' }).processRole).toBe('workers')
    expect(loadConfig({ ...base, PROCESS_ROLE: 'prepare' }).processRole).toBe('prepare')
    expect(() => loadConfig({ ...base, PROCESS_ROLE: 'both' })).toThrow(/PROCESS_ROLE/)
  })

  it('reads the CLI client settings, defaulting to the local server on PORT', () => {
    expect(loadApiClientEnv({ PORT: '3000' })).toEqual({
      apiUrl: 'http://localhost:3000',
      clientId: undefined,
      clientSecret: undefined,
      apiKey: undefined,
    })
    expect(
      loadApiClientEnv({ PAYMENTS_API_URL: 'https://pay.example.com', PAYMENTS_CLIENT_ID: 'c1' }),
    ).toMatchObject({ apiUrl: 'https://pay.example.com', clientId: 'c1' })
    expect(() => loadApiClientEnv({ PAYMENTS_API_URL: 'pay.example.com' })).toThrow(/PAYMENTS_API_URL/)
  })
})
