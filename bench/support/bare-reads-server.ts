/**
 * The ceiling for reads: a bare Fastify + `pg` server doing what GET /payments/{id} must at least
 * do, one primary-key select (a named prepared statement) returned as JSON, and nothing else (no
 * authentication, validation or serializer). The reads scenario runs it as a child process with
 * PROCESSES node:cluster workers, like the server's WEB_CONCURRENCY, on the same database.
 */
import cluster from 'node:cluster'
import Fastify from 'fastify'
import pg from 'pg'

const processes = Number(process.env.PROCESSES ?? '1')

if (cluster.isPrimary && processes > 1) {
  for (let index = 0; index < processes; index += 1) cluster.fork()
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    })
  })
} else {
  // The server's own pool size per process (src/db/client.ts).
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 })
  const app = Fastify()
  app.get('/ready', async () => {
    await pool.query('select 1')
    return { status: 'ready' }
  })
  app.get<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
    const { rows } = await pool.query({
      name: 'payment-by-id',
      text: 'select * from payments where id = $1',
      values: [request.params.id],
    })
    if (rows.length === 0) return reply.code(404).send({ error: 'not found' })
    return rows[0] as Record<string, unknown>
  })
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0))
  })
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' })
}
