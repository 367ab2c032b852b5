import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  type messages as wire,
} from '@electric-sql/pglite'
import { statementName } from './named-statements.js'

const { serialize } = protocol

/** A column of a statement's rows, as PGlite's results describe it. */
interface Column {
  name: string
  dataTypeID: number
}

/** A statement the embedded session has parsed under a name: what its runs need to know. */
interface NamedStatement {
  name: string
  /** PostgreSQL's type for each parameter, which picks the value's text form. */
  parameterTypes: number[]
  /** The columns of its rows (none for a statement that returns none). */
  columns: Column[]
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>

/**
 * Runs the embedded database's statements as named prepared statements, as `nameStatements` does on
 * PostgreSQL (the same names and bound; texts planned for their values and texts without parameters
 * run unnamed). PGlite's `query` makes six calls into the WebAssembly PostgreSQL per statement
 * (parse, two describes, bind, execute, sync), and the session parses and plans the text every
 * time. A named statement is parsed once per session; each run is then one call with its bind,
 * execute and sync, and its plan is cached as on the server
 * (docs/decisions/0019-money-path-performance.md, "The embedded database's statements").
 * `client` keeps PGlite's locks: a statement outside a transaction waits for any open one, as
 * PGlite's own `query` does, and one inside runs on it.
 */
export function nameEmbeddedStatements(client: PGlite): void {
  const named = new Map<string, NamedStatement>()

  async function prepare(text: string, name: string, options: QueryOptions | undefined) {
    const messages = await client.execProtocolStream(
      Buffer.concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    )
    const rowDescription = messages.find(
      (message): message is wire.RowDescriptionMessage => message.name === 'rowDescription',
    )
    const statement: NamedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      columns: (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    }
    named.set(text, statement)
    return statement
  }

  /** A parameter's text form, as PGlite's own query writes it for the parameter's type. */
  function textForm(value: unknown, type: number, options: QueryOptions | undefined): string | null {
    if (value === null || value === undefined) return null
    const serializer = options?.serializers?.[type] ?? client.serializers[type]
    // Without a serializer for its type, a value goes as its own text, as PGlite sends it.
    return serializer ? serializer(value) : (value as { toString(): string }).toString()
  }

  /**
   * A run's result, as PGlite's own `parseResults` makes it, which also copies every type's parser
   * into a new object on each run (a twentieth of the embedded server's time under P2P load).
   */
  function resultOf<T>(
    columns: Column[],
    messages: wire.BackendMessage[],
    options: QueryOptions | undefined,
  ) {
    const parsers = columns.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID],
    )
    const valueOf = (text: string | null, index: number): unknown => {
      const parser = parsers[index]
      return text === null || parser === undefined ? text : parser(text, columns[index]!.dataTypeID)
    }
    const rows: unknown[] = []
    let affectedRows = 0
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as wire.DataRowMessage).fields.map(valueOf)
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(values.map((value, index) => [columns[index]!.name, value])),
        )
      } else if (message.name === 'commandComplete') {
        affectedRows += rowCountOf((message as wire.CommandCompleteMessage).text)
      }
    }
    return { rows, fields: columns, affectedRows } as Results<T>
  }

  /** Runs `text` under `name`, parsing it first if this session has not; the caller holds the locks. */
  async function run<T>(text: string, name: string, params: unknown[], options: QueryOptions | undefined) {
    try {
      const statement = named.get(text) ?? (await prepare(text, name, options))
      const values = params.map((value, index) => textForm(value, statement.parameterTypes[index]!, options))
      const messages = await client.execProtocolStream(
        Buffer.concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false, onNotice: options?.onNotice },
      )
      if (!client.isInTransaction()) await client.syncToFs()
      return resultOf<T>(statement.columns, messages, options)
    } catch (error) {
      // As PGlite's own query reports a failed statement.
      if (error instanceof Error && 'code' in error) {
        Object.assign(error, { query: text, params, queryOptions: options })
      }
      throw error
    }
  }

  const unnamedQuery = client.query.bind(client) as Query
  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const name = nameFor(text, params, options)
    if (name === undefined) return unnamedQuery(text, params, options)
    await client._checkReady()
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run(text, name, params, options)),
    )
  }) as Query

  const transaction = client.transaction.bind(client)
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const unnamedInTransaction = tx.query.bind(tx) as Query
      tx.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
        const name = nameFor(text, params, options)
        if (name === undefined || tx.closed) return unnamedInTransaction(text, params, options)
        return client._runExclusiveQuery(() => run(text, name, params, options))
      }) as Query
      return callback(tx)
    })
}

/** The rows a command changed, from its tag (`INSERT 0 2`, `UPDATE 1`); 0 for a query. */
function rowCountOf(tag: string): number {
  const [command, first, second] = tag.split(' ')
  if (command === 'INSERT') return Number(second)
  return command === 'UPDATE' || command === 'DELETE' || command === 'MERGE' || command === 'COPY'
    ? Number(first)
    : 0
}

/**
 * The name `text` runs under, or undefined for one that runs unnamed: a COPY's blob, and a text
 * without parameters. Those are one-offs (the migrations' DDL, which the embedded server runs itself
 * at start, and maintenance commands), and would use up the names the application's statements need.
 */
function nameFor(text: string, params: unknown[], options: QueryOptions | undefined): string | undefined {
  return params.length > 0 && options?.blob === undefined ? statementName(text) : undefined
}
