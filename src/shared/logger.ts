import Fastify, { type FastifyBaseLogger, type FastifyLoggerOptions } from 'fastify'

/** Fastify's logger (pino) without a server: the same structured lines a server writes. */
export function standaloneLogger(options: FastifyLoggerOptions): FastifyBaseLogger {
  return Fastify({ logger: options }).log
}
