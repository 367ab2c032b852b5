import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { createInterface } from 'node:readline'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientCredentials } from '../src/modules/clients/index.js'
import { verifyWebhookSignature } from '../src/index.js'
import { buildTestApp, type TestApp } from './helpers/test-app.js'
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js'

// The developer loop as a newcomer runs it: the real CLI, as child processes, against the real app
// listening on the loopback; `listen` forwards to a local receiver.
const SECRET = 'whk-cli-listen-secret'
const run = promisify(execFile)
let t: TestApp
let receiver: WebhookReceiver
let credentials: ClientCredentials
let apiUrl: string
let listener: ChildProcessWithoutNullStreams | undefined
const lines: string[] = []
const waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = []

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  receiver = await startWebhookReceiver()
  const api = await t.newClient('sandbox')
  credentials = api.credentials
  // The registered URL itself is not reachable: what arrives at the receiver came through `listen`.
  await api.put('/clients/webhook', { webhookUrl: 'http://127.0.0.1:9/hook', secretKey: SECRET })
})
afterAll(async () => {
  listener?.kill('SIGINT')
  await receiver.close()
})

// `--flag=value`: a generated secret may begin with `-`, which a separate argument would read as a flag.
const cliArgs = (...args: string[]) => [
  '--import',
  'tsx',
  'src/cli.ts',
  ...args,
  `--api-url=${apiUrl}`,
  `--client-id=${credentials.clientId}`,
  `--client-secret=${credentials.clientSecret}`,
  `--api-key=${credentials.apiKey}`,
]

/** The next line `listen` prints that passes `test` (or one it printed already). */
function lineMatching(test: (line: string) => boolean): Promise<string> {
  const seen = lines.find(test)
  if (seen) return Promise.resolve(seen)
  return new Promise((resolve) => waiters.push({ test, resolve }))
}

async function cli(...args: string[]) {
  const { stdout } = await run(process.execPath, cliArgs(...args))
  return stdout.trim()
}

describe('npm run cli -- listen / trigger', () => {
  it('listen forwards each triggered event, signed, to the local URL and prints one line per event', async () => {
    listener = spawn(process.execPath, cliArgs('listen', '--forward-to', receiver.urlFor('/webhooks')))
    // What `listen` says on stderr shows in the test output, so a failure here explains itself.
    listener.stderr.on('data', (chunk: Buffer) => process.stderr.write(`listen: ${chunk.toString()}`))
    createInterface({ input: listener.stdout }).on('line', (line) => {
      lines.push(line)
      for (const waiter of waiters.filter((w) => w.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(line)
      }
    })
    await lineMatching((line) => line.startsWith('Ready.'))

    const captured = await cli('trigger', 'captured')
    const [, capturedId, capturedStatus] = /^payment (\w+) (\w+)$/.exec(captured)!
    expect(capturedStatus).toBe('CAPTURED')
    const line = await lineMatching((l) => l.includes(capturedId!))
    expect(line).toMatch(new RegExp(`^\\S+Z  Transaction\\.Captured  ${capturedId}  -> 200$`))

    const received = await cli('trigger', 'received')
    const [, receivedId, receivedStatus] = /^payment (\w+) (\w+)$/.exec(received)!
    expect(receivedStatus).toBe('RECEIVED')
    await lineMatching((l) => l.includes(`Transaction.Received  ${receivedId}`))

    const failed = await cli('trigger', 'failed')
    const [, failedId, failedStatus] = /^payment (\w+) (\w+)$/.exec(failed)!
    expect(failedStatus).toBe('FAILED')
    await lineMatching((l) => l.includes(`Transaction.Failed  ${failedId}`))

    const forwarded = receiver.calls.map((call) => ({ call, body: JSON.parse(call.body) }))
    expect(forwarded.map(({ body }) => [body.event, body.data.transaction.id])).toEqual([
      ['Transaction.Captured', capturedId],
      ['Transaction.Captured', receivedId],
      ['Transaction.Received', receivedId],
      ['Transaction.Failed', failedId],
    ])
    for (const { call } of forwarded) {
      expect(call.path).toBe('/webhooks')
      expect(verifyWebhookSignature(call.body, SECRET, call.headers['x-webhook-signature'] as string)).toBe(
        true,
      )
    }
  }, 120_000) // five child processes, each starting Node with tsx: slow on a loaded machine

  it('refuses to start without credentials or a forward URL, saying what is missing', async () => {
    const refusal = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args]).catch(
        (error: { code: number; stderr: string }) => error,
      )
    expect(await refusal('listen')).toMatchObject({ code: 2 })
    expect(await refusal('trigger', 'captured')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--client-id'),
    })
    expect(await refusal('trigger', 'received', '--live')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('sandbox only'),
    })
    expect(await refusal('listen', '--forward-to', 'localhost:3000/webhooks')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('http:// or https://'),
    })
  })
})
