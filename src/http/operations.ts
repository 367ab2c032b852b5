import type { FastifyInstance } from 'fastify'
import type { DatabaseConnection } from '../db/client.js'

/** Liveness (`/health`: the process answers) and readiness (`/ready`: the database answers). */
export function registerOperationalRoutes(app: FastifyInstance, database: DatabaseConnection): void {
  app.get('/health', { schema: { hide: true } }, () => ({ status: 'ok' }))
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.execute('select 1')
      return { status: 'ready' }
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable')
      return reply.code(503).send({ status: 'unavailable' })
    }
  })
}
