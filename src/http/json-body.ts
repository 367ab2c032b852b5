import type { FastifyInstance } from 'fastify'
import secureJson from 'secure-json-parse'
import { AppError } from '../shared/errors.js'

/**
 * JSON bodies: prototype-poisoning keys are refused, and an empty body reads as "no body" so that
 * action calls such as POST /payments/{id}/captured work whether or not the client sends `{}`.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // JSON only: any other media type (text/plain included) is a 415, not a string body.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }))
    } catch {
      done(new AppError('bad_request', 'The request body is not valid JSON'), undefined)
    }
  })
}
