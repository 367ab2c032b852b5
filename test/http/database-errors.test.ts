import Fastify from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerErrorHandler } from '../../src/http/error-envelope.js'
import { createTestDatabase } from '../helpers/test-database.js'

/**
 * The error handler behind input validation: real database errors, raised by real queries, reach
 * the client as 4xx when their class says the request's data caused them.
 */
const app = Fastify()
let close: () => Promise<void>
beforeAll(async () => {
  const database = await createTestDatabase()
  const { db } = database
  await db.execute(sql`create table probe (code text primary key)`)
  registerErrorHandler(app)
  app.post('/data-exception', async () => db.execute(sql`select 1 / ${0}::int`))
  app.post('/duplicate', async () => {
    await db.execute(sql`insert into probe values ('same')`)
    await db.execute(sql`insert into probe values ('same')`)
  })
  app.post('/server-fault', async () => db.execute(sql.raw('select * from no_such_table')))
  await app.ready()
  close = async () => {
    await app.close()
    await database.close()
  }
})
afterAll(() => close())

describe('database errors caused by request data', () => {
  it('answers a data exception (class 22) with 400 and no SQL in the body', async () => {
    const response = await app.inject({ method: 'POST', url: '/data-exception' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: { type: 'bad_request', info: [] }, message: expect.any(String) })
    expect(response.body).not.toMatch(/division|select/i)
  })

  it('answers an integrity constraint violation (class 23) with 409 conflict', async () => {
    const response = await app.inject({ method: 'POST', url: '/duplicate' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: { type: 'conflict', info: { reason: 'stored_data' } },
      message: expect.any(String),
    })
    expect(response.body).not.toMatch(/probe|pkey/i)
  })

  it('keeps any other database error a 500 with the details hidden', async () => {
    const response = await app.inject({ method: 'POST', url: '/server-fault' })
    expect(response.statusCode).toBe(500)
    expect(response.json().error.type).toBe('internal_error')
    expect(response.body).not.toMatch(/no_such_table/)
  })
})
