import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callReceiver } from '../../src/modules/webhooks/callback-call.js'

/** How the receiver answers each path. */
const answers: Record<string, (response: ServerResponse) => void> = {
  '/accepted': (response) => response.writeHead(204).end(),
  '/large': (response) => response.writeHead(200).end('x'.repeat(200 * 1024)),
  '/later': (response) => response.writeHead(503, { 'retry-after': '120' }).end('busy'),
  '/silent': () => undefined,
  '/trickle': (response) => {
    response.writeHead(200, { 'content-length': '1000' })
    response.write('x')
  },
}

let server: Server
let origin: string
const dispatcher = new Agent({ connections: 4 })

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => answers[request.url ?? '']?.(response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await dispatcher.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const call = (path: string, timeoutMs = 1_000) =>
  callReceiver(
    dispatcher,
    { origin, path, headers: { 'content-type': 'application/json' }, body: '{}' },
    timeoutMs,
  )

describe('a callback call', () => {
  it('answers with the status, and the Retry-After header when there is one', async () => {
    expect(await call('/accepted')).toEqual({ statusCode: 204, retryAfter: undefined })
    expect(await call('/later')).toEqual({ statusCode: 503, retryAfter: '120' })
  })

  it('answers with the status of an answer whose body is over the limit', async () => {
    expect(await call('/large')).toMatchObject({ statusCode: 200 })
  })

  it('fails with a timeout when no answer comes within the limit', async () => {
    await expect(call('/silent', 200)).rejects.toThrow('timed out after 200 ms')
  })

  it('keeps the status of an answer whose body is still trickling in at the limit', async () => {
    expect(await call('/trickle', 200)).toMatchObject({ statusCode: 200 })
  })

  it('fails when the receiver cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expect(
      callReceiver(
        dispatcher,
        { origin: `http://127.0.0.1:${port}`, path: '/', headers: {}, body: '{}' },
        1_000,
      ),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })
})
