import pg from 'pg'

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

/**
 * Keeps a connection whose statement PostgreSQL refused. `pool.query` hands any failed statement's
 * error back to the pool, which then closes the connection: every refusal (a key already taken, a
 * guard no longer true, a lock wait run out) cost a new connection, a new backend, and the parsing
 * and planning of every named statement again. A burst of refusals became a storm of reconnections
 * that took the cores from the payments (docs/decisions/0019-money-path-performance.md, "A refused
 * statement closed its connection"). A refusal leaves the connection ready for the next statement;
 * only an error that ends the connection (a lost socket, a FATAL from the server) or leaves a
 * transaction open on it still drops it.
 */
export function keepConnectionsAfterRefusals(pool: pg.Pool): void {
  const query = async (config: unknown, values?: unknown): Promise<unknown> => {
    const client = await pool.connect()
    let result: unknown
    try {
      result = await client.query(config as pg.QueryConfig, values as unknown[] | undefined)
    } catch (error) {
      client.release((await isReadyAfter(client, error)) ? undefined : (error as Error))
      throw error
    }
    client.release()
    return result
  }
  Object.assign(pool, { query })
}

/**
 * Whether `client` is ready for the next statement after `error`: the server refused the statement
 * (an ERROR, not a FATAL that ends the connection), then reported the connection idle, with no
 * transaction left open, as a text of several statements that began one could leave.
 */
async function isReadyAfter(client: pg.PoolClient, error: unknown): Promise<boolean> {
  if (!isRefusal(error)) return false
  await statusReported(client)
  return hasStatus(client) && client.getTransactionStatus() === 'I'
}

/**
 * Resolves once the server has reported the connection's transaction status after a refused
 * statement, or the connection has ended. node-postgres fails the statement as soon as the error
 * arrives; the ReadyForQuery that follows it, with the status, may come in a later read (PostgreSQL
 * flushes an error at once), and until then `getTransactionStatus()` still gives the status from
 * before the statement. The client emits `drain` after that ReadyForQuery, its queue being empty.
 */
async function statusReported(client: pg.PoolClient): Promise<void> {
  if (hasStatus(client)) return
  await new Promise<void>((resolve) => {
    const reported = () => {
      client.off('drain', reported).off('end', reported).off('error', reported)
      resolve()
    }
    client.on('drain', reported).on('end', reported).on('error', reported)
  })
}

/**
 * Whether the server's ReadyForQuery, which carries the transaction status, has arrived since the
 * last statement was sent: node-postgres keeps this in `readyForQuery`, which its types leave out.
 */
function hasStatus(client: pg.PoolClient): boolean {
  return (client as unknown as { readyForQuery: boolean }).readyForQuery
}

/**
 * Whether `error` is the server refusing a statement (an ERROR): the connection lives on. A lost
 * socket, or a FATAL from the server, ends it.
 */
export function isRefusal(error: unknown): error is pg.DatabaseError {
  return error instanceof pg.DatabaseError && error.severity !== 'FATAL' && error.severity !== 'PANIC'
}
