import type { FastifyInstance } from 'fastify'
import secureJson from 'secure-json-parse'
import { AppError } from '../shared/errors.js'

/** Refuses bytes that are not UTF-8 instead of silently turning them into U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true })

const refuse = (message: string, issue: string) =>
  new AppError('bad_request', message, [{ field: 'body', issue }])

/**
 * JSON bodies: prototype-poisoning keys are refused, and an empty body reads as "no body" so that
 * action calls such as POST /payments/{id}/captured work whether or not the client sends `{}`.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // JSON only: any other media type (text/plain included) is a 415, not a string body.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string
    try {
      text = utf8.decode(body as Buffer)
    } catch {
      done(refuse('The request body is not valid UTF-8', 'is not valid UTF-8 text'), undefined)
      return
    }
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }))
    } catch (error) {
      const forbidden = error instanceof Error && error.message.includes('forbidden prototype')
      done(
        forbidden
          ? refuse(
              'The request body uses a forbidden key',
              'must not use the keys __proto__ or constructor.prototype',
            )
          : refuse('The request body is not valid JSON', 'is not valid JSON'),
        undefined,
      )
    }
  })
}
