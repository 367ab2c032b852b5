import { createServer, request as forward, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PaymentsPlatform, type PaymentsPlatformOptions } from '../../sdk/src/index.js'
import type { TestApp } from '../helpers/test-app.js'

/** A sandbox ETPAY top-up of a CLP account: the payer is sent to the provider's page. */
export function topUpBody(
  identityId: string,
  accountNumber: string,
  purchaseAmount: string,
  externalId?: string,
) {
  return {
    identityId,
    accountNumber,
    type: 'TOPUP_ACCOUNT' as const,
    product: 'CLP:CLP',
    purchaseAmount,
    ...(externalId && { externalId }),
    origins: [
      {
        type: 'ETPAY' as const,
        currency: 'CLP' as const,
        etpay: {
          customer: { firstName: 'Ana', email: 'ana@example.com' },
          successUrl: 'https://shop.example.com/ok',
          failedUrl: 'https://shop.example.com/ko',
        },
      },
    ],
    destinations: [{ type: 'ACCOUNT' as const, currency: 'CLP' as const, account: { accountNumber } }],
  }
}

/** Starts the test app on a loopback port (once per file) and returns its base URL. */
export async function listen(t: TestApp): Promise<string> {
  const address = t.app.server.address() as AddressInfo | null
  if (address) return `http://127.0.0.1:${address.port}`
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}

/** An SDK client for a new API client of the app, retrying without waiting long. */
export async function sdkFor(
  t: TestApp,
  baseUrl: string,
  overrides: Partial<PaymentsPlatformOptions> = {},
): Promise<PaymentsPlatform> {
  const credentials = await t.app.services.clients.createClient({ name: 'sdk client' })
  return new PaymentsPlatform({
    baseUrl,
    environment: 'sandbox',
    ...credentials,
    retryBaseDelayMs: 5,
    ...overrides,
  })
}

export interface ProxiedCall {
  method: string
  path: string
  headers: IncomingHttpHeaders
  status: number
}

interface Fault {
  matches: (method: string, path: string) => boolean
  status: number
  /** Forward the request first and drop the app's answer: the request happened, the answer was lost. */
  afterForwarding: boolean
  /** A JSON body for the refusal (a gateway's error page when absent). */
  body: unknown
}

/**
 * A loopback HTTP proxy in front of the app, standing in for the network and load balancer
 * between an integrator and the service: it forwards every request and can answer a few with a
 * gateway error instead, before or after the app handled them.
 */
export async function startFaultyProxy(target: string) {
  const calls: ProxiedCall[] = []
  const faults: Fault[] = []
  const server: Server = createServer((incoming, outgoing) => {
    const method = incoming.method ?? 'GET'
    const path = incoming.url ?? '/'
    const index = faults.findIndex((fault) => fault.matches(method, path))
    const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined
    const record = (status: number) => calls.push({ method, path, headers: incoming.headers, status })
    const refuse = (status: number) => {
      record(status)
      if (fault?.body === undefined) {
        outgoing.writeHead(status, { 'content-type': 'text/plain' }).end('Bad gateway')
      } else {
        outgoing.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(fault.body))
      }
    }
    if (fault && !fault.afterForwarding) {
      incoming.resume()
      incoming.on('end', () => refuse(fault.status))
      return
    }
    const upstream = forward(`${target}${path}`, { method, headers: incoming.headers }, (answer) => {
      if (fault) {
        answer.resume()
        answer.on('end', () => refuse(fault.status))
        return
      }
      record(answer.statusCode ?? 0)
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** The next request matching `method` and `path` (a prefix) gets `status`. */
    failNext(
      method: string,
      path: string,
      status: number,
      options: { afterForwarding?: boolean; body?: unknown } = {},
    ) {
      faults.push({
        matches: (m, p) => m === method && p.startsWith(path),
        status,
        afterForwarding: options.afterForwarding ?? false,
        body: options.body,
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
