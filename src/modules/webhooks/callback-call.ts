import type { Dispatcher } from 'undici'

/** What a delivery reads of a receiver's answer. */
export interface CallAnswer {
  statusCode: number
  retryAfter: string | string[] | undefined
}

/** Bytes of an answer's body read (and dropped) before the connection is closed instead. */
const BODY_LIMIT = 64 * 1024

/**
 * One callback POST through undici's handler interface. A delivery reads only the status and
 * Retry-After, so the body is counted and dropped as it arrives rather than going through a
 * response stream, which cost about a tenth of the worker's time while a backlog drains. Rejects
 * when no answer came (refused, reset, a timeout); once the status is in, a failure to read the
 * rest of the body does not change the answer.
 *
 * `timeoutMs` bounds the whole call: undici's headers and body timeouts bound the waits between
 * bytes, this the total, so a receiver trickling its body cannot hold the call open (its status
 * stands, as when the body is over the limit).
 */
export function callReceiver(
  dispatcher: Dispatcher,
  call: { origin: string; path: string; headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<CallAnswer> {
  return new Promise((resolve, reject) => {
    let answer: CallAnswer | undefined
    let controller: Dispatcher.DispatchController | undefined
    let timedOut: Error | undefined
    let received = 0
    const timer = setTimeout(() => {
      timedOut = Object.assign(new Error(`timed out after ${timeoutMs} ms`), { name: 'TimeoutError' })
      if (answer) resolve(answer)
      else reject(timedOut)
      controller?.abort(timedOut)
    }, timeoutMs)
    const settle = () => {
      clearTimeout(timer)
      if (answer) resolve(answer)
    }
    dispatcher.dispatch(
      {
        origin: call.origin,
        path: call.path,
        method: 'POST',
        headers: call.headers,
        body: call.body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      },
      {
        onRequestStart(started) {
          controller = started
          if (timedOut) started.abort(timedOut)
        },
        onResponseStart(_controller, statusCode, headers) {
          // Informational (1xx) answers come first; the last one started is the answer.
          answer = { statusCode, retryAfter: headers['retry-after'] }
        },
        onResponseData(started, chunk) {
          received += chunk.length
          if (received <= BODY_LIMIT) return
          settle()
          started.abort(new Error(`answer body over ${BODY_LIMIT} bytes`))
        },
        onResponseEnd: settle,
        onResponseError(_controller, error) {
          settle()
          reject(error)
        },
      },
    )
  })
}
