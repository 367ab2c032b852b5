import { createRequire } from 'node:module'
import pg from 'pg'
import { isRefusal } from './lost-connections.js'
import { statementName } from './named-statements.js'

/** How `pg` turns a value into what Bind sends (arrays into array literals, dates into text…). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(this: void, value: unknown): string | Buffer | null
}

/** A statement's text, with `$1`, `$2`… for its values. */
export interface Statement {
  text: string
  values: readonly unknown[]
}

/** The statement names each connection has parsed, or has sent to be parsed ahead of a transaction. */
const namesParsedOn = new WeakMap<pg.ClientBase, Set<string>>()

/**
 * Runs `statements` as one transaction in one Sync of the extended protocol: PostgreSQL runs the
 * messages up to a Sync as one implicit transaction, commits it at the Sync, and rolls it all back
 * at the first error, skipping the rest. Instead of a BEGIN, a COMMIT and a Sync after each
 * statement, PostgreSQL answers once and writes its answer in one send, and the client reads it in
 * one (docs/decisions/0019-money-path-performance.md, "One Sync per batch"). Each statement runs
 * under its name (named-statements.ts): one the connection has not parsed is parsed ahead, after a
 * Sync of its own, so a transaction never holds a Parse whose fate an error would leave unknown.
 * `client` must be a pipelining connection (`pipeline: true`) that runs nothing in a transaction of
 * its own. Resolves once the transaction committed, or rolled back: PostgreSQL refused one of its
 * statements (`isRefusal`), or a value could not be mapped and nothing was sent; the connection is
 * ready for the next either way. Rejects with what ended the connection (a lost socket, a FATAL),
 * and then whether the transaction committed is unknown.
 */
export function runInOneSync(
  client: pg.ClientBase,
  statements: readonly Statement[],
): Promise<OneSyncOutcome> {
  let bound: BoundStatement[]
  try {
    // Every value is mapped before anything is written, so a value that fails to map fails the
    // transaction before any of its statements reaches the connection, never halfway.
    bound = statements.map((statement) => bindable(client, statement))
  } catch (error) {
    return Promise.resolve({ committed: false, reason: error as Error })
  }
  return new Promise<OneSyncOutcome>((resolve, reject) => {
    const settle = (error?: Error) => {
      if (error === undefined) resolve({ committed: true })
      else if (isRefusal(error)) resolve({ committed: false, reason: error })
      else reject(error)
    }
    void client.query(new OneSyncTransaction(bound, settle))
  })
}

/** What a transaction in one Sync came to, when its connection lived to tell. */
export type OneSyncOutcome = { committed: true } | { committed: false; reason: Error }

interface BoundStatement {
  /** The statement's name; '' (unnamed) for the texts beyond the process's named ones. */
  name: string
  /** The text, when the statement is parsed in the transaction itself (only unnamed ones are). */
  parse: string | undefined
  values: (string | Buffer | null)[]
}

function bindable(client: pg.ClientBase, { text, values }: Statement): BoundStatement {
  const mapped = values.map((value) => prepareValue(value))
  const name = statementName(text)
  if (name === undefined) return { name: '', parse: text, values: mapped }
  let parsed = namesParsedOn.get(client)
  if (!parsed) namesParsedOn.set(client, (parsed = new Set()))
  if (!parsed.has(name)) {
    parsed.add(name)
    // A Parse that fails forgets the name: the transaction's Bind then fails, and it rolls back.
    void client.query(new ParseAhead(name, text, () => parsed.delete(name)))
  }
  return { name, parse: undefined, values: mapped }
}

type Settle = (error?: Error) => void

/** One Parse of a named statement, with a Sync of its own. */
class ParseAhead extends pg.Query {
  constructor(
    private readonly statementName: string,
    private readonly statementText: string,
    private readonly onFailure: () => void,
  ) {
    super({ text: '' })
  }

  override submit = (connection: pg.Connection): void => {
    connection.parse({ name: this.statementName, text: this.statementText, types: [] }, false)
    connection.sync()
  }

  handleError(): void {
    this.onFailure()
  }

  handleReadyForQuery(): void {}
}

/** A transaction's Binds and Executes, and its one Sync; the rows its statements return are not read. */
class OneSyncTransaction extends pg.Query {
  constructor(
    private readonly statements: readonly BoundStatement[],
    private readonly settle: Settle,
  ) {
    super({ text: '' })
  }

  override submit = (connection: pg.Connection): void => {
    const stream = connection.stream as { cork?(): void; uncork?(): void }
    stream.cork?.()
    try {
      for (const { name, parse, values } of this.statements) {
        if (parse !== undefined) connection.parse({ name, text: parse, types: [] }, false)
        connection.bind({ statement: name, values }, false)
        connection.execute({ portal: '' }, false)
      }
      connection.sync()
    } finally {
      stream.uncork?.()
    }
  }

  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}

  /** PostgreSQL's error (the transaction rolls back at the Sync), or the connection's. */
  handleError(error: Error): void {
    this.settle(error)
  }

  /** Never after an error: node-postgres hands the error's query no ReadyForQuery. */
  handleReadyForQuery(): void {
    this.settle()
  }
}
