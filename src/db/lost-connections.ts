import type pg from 'pg'

/**
 * Keeps a connection that PostgreSQL drops (a restart, a failover, a terminated backend) from
 * crashing the process. node-postgres emits `error` on a client whose connection ends unexpectedly.
 * The pool listens for it only while the client is idle, and then replaces the client; a client that
 * is checked out (a transaction, a batch) has no listener, so the event would be an uncaught
 * exception. Its queries already fail with that error, which is how the caller learns of it, and
 * the pool drops the client when it is released.
 */
export function surviveLostConnections(pool: pg.Pool): void {
  pool.on('error', () => undefined)
  pool.on('connect', (client) => client.on('error', () => undefined))
}
