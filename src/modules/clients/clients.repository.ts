import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { clients } from './clients.tables.js'

export type ClientRow = typeof clients.$inferSelect

export function createClientsRepository(db: Database) {
  return {
    async insert(row: ClientRow): Promise<void> {
      await db.insert(clients).values(row)
    },
    async findById(id: string): Promise<ClientRow | undefined> {
      const [row] = await db.select().from(clients).where(eq(clients.id, id))
      return row
    },
    async findByApiKeyHash(apiKeyHash: string): Promise<ClientRow | undefined> {
      const [row] = await db.select().from(clients).where(eq(clients.apiKeyHash, apiKeyHash))
      return row
    },
    async count(): Promise<number> {
      return db.$count(clients)
    },
  }
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>
