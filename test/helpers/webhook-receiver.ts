import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedCall {
  path: string
  headers: IncomingHttpHeaders
  /** The raw body, exactly as received. */
  body: string
  at: number
}

export interface ScriptedResponse {
  status: number
  headers?: Record<string, string>
  /** Hold the response this long (a slow or hung receiver). */
  delayMs?: number
}

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: records every call and answers from a
 * script (one response per call, in order; 200 once the script runs out). It can go down and come
 * back on the same port.
 */
export async function startWebhookReceiver() {
  const calls: ReceivedCall[] = []
  const script: ScriptedResponse[] = []
  const pending = new Set<NodeJS.Timeout>()
  let server: Server = makeServer()
  let port = 0

  function makeServer(): Server {
    return createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        calls.push({
          path: request.url ?? '/',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        })
        const next = script.shift() ?? { status: 200 }
        const answer = () => {
          response.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers })
          response.end('ok')
        }
        if (!next.delayMs) return answer()
        const timer = setTimeout(() => {
          pending.delete(timer)
          answer()
        }, next.delayMs)
        pending.add(timer)
      })
    })
  }

  async function listen(): Promise<void> {
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  }

  async function stop(): Promise<void> {
    for (const timer of pending) clearTimeout(timer)
    pending.clear()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  await listen()
  return {
    calls,
    get url() {
      return `http://127.0.0.1:${port}/hooks`
    },
    urlFor: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Answers for the next calls, in order. */
    respondWith(...responses: ScriptedResponse[]): void {
      script.push(...responses)
    },
    /** Stops listening (calls are refused) until `restart`. */
    stop,
    async restart(): Promise<void> {
      server = makeServer()
      await listen()
    },
    close: stop,
  }
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>
