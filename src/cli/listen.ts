import { setTimeout as sleep } from 'node:timers/promises'
import { ApiError, type ApiClient } from './api-client.js'
import { readEventStream } from './event-stream.js'

/** What the notification stream says about each callback (GET /v1/notifications/stream). */
interface StreamedCallback {
  eventType: string
  transactionId: string
  body: string
  headers: Record<string, string>
}

const FORWARD_TIMEOUT_MS = 10_000

/**
 * `listen --forward-to <url>`: follows the client's notification stream and posts each callback,
 * byte for byte and with its signature headers, to a local URL, printing one line per event. The
 * connection goes out from the developer's machine, so nothing has to reach it from outside. On a
 * dropped connection it reconnects with Last-Event-ID, so no event is missed.
 */
export async function listen(
  api: ApiClient,
  forwardTo: string,
  out: (line: string) => void,
  signal: AbortSignal,
): Promise<void> {
  let lastEventId: string | undefined
  let announced = false
  while (!signal.aborted) {
    try {
      const response = await api.send(`/v1/notifications/stream?testMode=${api.environment === 'sandbox'}`, {
        headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
        signal,
      })
      if (response.status === 401) throw new ApiError(401, 'the server refused these credentials')
      if (!response.ok || !response.body) {
        throw new Error(`the notification stream answered ${response.status}: ${await response.text()}`)
      }
      if (!announced) {
        out(`Ready. Forwarding ${api.environment} events to ${forwardTo} (Ctrl-C to stop)`)
        announced = true
      }
      for await (const event of readEventStream(response.body)) {
        if (event.event !== 'notification') continue
        const callback = JSON.parse(event.data) as StreamedCallback
        out(
          `${new Date().toISOString()}  ${callback.eventType}  ${callback.transactionId}  ${await forward(forwardTo, callback)}`,
        )
        lastEventId = event.id ?? lastEventId
      }
    } catch (error) {
      if (signal.aborted) return
      if (error instanceof ApiError) throw error
      out(`stream interrupted (${error instanceof Error ? error.message : String(error)}); reconnecting`)
    }
    await sleep(1_000, undefined, { signal }).catch(() => undefined)
  }
}

/** Posts one callback to the local URL; the answer's status, or why there was none. */
async function forward(url: string, callback: StreamedCallback): Promise<string> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: callback.headers,
      body: callback.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    })
    await response.body?.cancel()
    return `-> ${response.status}`
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return `-> failed: ${cause ?? (error instanceof Error ? error.message : String(error))}`
  }
}
