import { performance } from 'node:perf_hooks'
import { Pool } from 'undici'
import type { RunningServer } from './server-process.js'

/** A payment or other resource as the API returns it. */
export type ApiResource = Record<string, unknown> & { id: string }

/** Counts the responses of one measured phase and times each successful call by kind. */
export class CallRecorder {
  responses = 0
  readonly latenciesMs = new Map<string, number[]>()

  record(kind: string, ms: number): void {
    const samples = this.latenciesMs.get(kind)
    if (samples) samples.push(ms)
    else this.latenciesMs.set(kind, [ms])
  }
}

/** A non-200 answer (or an unexpected status), labelled so the report can group failures. */
export class HttpFailure extends Error {
  constructor(
    readonly label: string,
    message: string,
  ) {
    super(message)
  }

  override name = 'HttpFailure'
}

/** Labels a failure by its HTTP call, or as a network error of the phase. */
export const classifyHttpFailure = (phase: string) => (error: unknown) =>
  error instanceof HttpFailure ? error.label : `${phase} network`

/**
 * The sandbox API over real HTTP: an undici pool of keep-alive connections (one per client in
 * flight) and the token of the client the server created at start, obtained as an integrator does.
 */
export class ApiClient {
  private constructor(
    private readonly http: Pool,
    private readonly headers: Record<string, string>,
    /** `/sandbox` for the API; none for a bare server. */
    private readonly prefix: string,
  ) {}

  /** Plain calls, no credentials and no prefix: for a ceiling server that has neither. */
  static anonymous(origin: string, connections: number): ApiClient {
    return new ApiClient(new Pool(origin, { connections, keepAliveTimeout: 60_000 }), {}, '')
  }

  static async signIn(server: RunningServer, connections: number): Promise<ApiClient> {
    const http = new Pool(server.origin, { connections, keepAliveTimeout: 60_000 })
    const { clientId, clientSecret, apiKey } = server.credentials
    const auth = await http.request({
      method: 'POST',
      path: '/sandbox/auth',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ clientId, clientSecret }),
    })
    const text = await auth.body.text()
    if (auth.statusCode !== 200) {
      await http.close()
      throw new Error(`sandbox auth failed: HTTP ${auth.statusCode} ${text}`)
    }
    const { accessToken } = JSON.parse(text) as { accessToken: string }
    return new ApiClient(
      http,
      {
        authorization: `Bearer ${accessToken}`,
        'x-api-key': apiKey,
        // Identity creation requires a User-Agent (SPEC.md).
        'user-agent': 'payments-bench',
      },
      '/sandbox',
    )
  }

  post(
    kind: string,
    path: string,
    body: unknown,
    recorder?: CallRecorder,
    idempotencyKey?: string,
  ): Promise<ApiResource> {
    return this.call('POST', kind, path, body, recorder, idempotencyKey)
  }

  put(kind: string, path: string, body: unknown): Promise<ApiResource> {
    return this.call('PUT', kind, path, body, undefined, undefined)
  }

  patch(kind: string, path: string, body: unknown): Promise<ApiResource> {
    return this.call('PATCH', kind, path, body, undefined, undefined)
  }

  get(kind: string, path: string, recorder?: CallRecorder): Promise<ApiResource> {
    return this.call('GET', kind, path, undefined, recorder, undefined)
  }

  close(): Promise<void> {
    return this.http.close()
  }

  /** With a recorder, the response is counted and a 200 timed. */
  private async call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    kind: string,
    path: string,
    body: unknown,
    recorder: CallRecorder | undefined,
    idempotencyKey: string | undefined,
  ): Promise<ApiResource> {
    const start = performance.now()
    const headers =
      body === undefined ? this.headers : { ...this.headers, 'content-type': 'application/json' }
    const response = await this.http.request({
      method,
      path: `${this.prefix}${path}`,
      headers: idempotencyKey === undefined ? headers : { ...headers, 'idempotency-key': idempotencyKey },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.body.text()
    const elapsed = performance.now() - start
    if (recorder) recorder.responses += 1
    if (response.statusCode !== 200) throw httpFailure(kind, response.statusCode, text)
    recorder?.record(kind, elapsed)
    return JSON.parse(text) as ApiResource
  }
}

function httpFailure(kind: string, status: number, text: string): HttpFailure {
  let type = 'unknown'
  let reason = ''
  let message = text.slice(0, 300)
  try {
    const parsed = JSON.parse(text) as { error?: { type?: unknown; info?: unknown }; message?: unknown }
    if (typeof parsed.error?.type === 'string') type = parsed.error.type
    const info = parsed.error?.info as { reason?: unknown } | undefined
    if (typeof info?.reason === 'string') reason = ` ${info.reason}`
    if (typeof parsed.message === 'string') message = parsed.message
  } catch {
    // Not the JSON envelope: the raw text is the example.
  }
  return new HttpFailure(`${kind}: HTTP ${status} ${type}${reason}`, message)
}

export function expectStatus(payment: Record<string, unknown>, expected: string, kind: string): void {
  if (payment.status !== expected) {
    throw new HttpFailure(
      `${kind}: status ${String(payment.status)}`,
      `payment ${String(payment.id)} is ${String(payment.status)}, expected ${expected}`,
    )
  }
}
