import type { FastifyInstance } from 'fastify'
import { AppError } from '../shared/errors.js'

/**
 * Node answers two kinds of request itself, with an empty body instead of the error envelope: an
 * HTTP/1.1 request without a Host header (RFC 9112 §3.2) and an Expect header other than
 * `100-continue` (RFC 9110 §10.1.1). These options and `registerProtocolChecks` hand both to the
 * app, which refuses them with the same statuses, in the envelope.
 */
export const HTTP_SERVER_OPTIONS = { requireHostHeader: false }

export function registerProtocolChecks(app: FastifyInstance): void {
  // With a listener here Node no longer answers 417 itself; the request goes through the app.
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response))
  app.addHook('onRequest', async (request) => {
    const { host, expect } = request.headers
    if (host === undefined && request.raw.httpVersion === '1.1') {
      throw new AppError('bad_request', 'The Host header is required', [
        { field: 'host', issue: 'is required' },
      ])
    }
    if (expect !== undefined && expect.toLowerCase() !== '100-continue') {
      throw new AppError(
        'bad_request',
        `Unsupported expectation "${expect}": only 100-continue is supported`,
        [{ field: 'expect', issue: 'must be 100-continue' }],
        417,
      )
    }
  })
}
