import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.js'
import type { ClientsService } from './modules/clients/index.js'

/**
 * BOOTSTRAP_* variables create that client when absent (automation). Without them, a fresh
 * embedded database gets one client whose credentials are printed once, so a newcomer can call
 * the API straight after `npm start`.
 */
export async function ensureStartupClient(
  clients: ClientsService,
  config: Config,
  databaseKind: 'postgres' | 'embedded',
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.bootstrapClient) {
    const created = await clients.ensureClient(config.bootstrapClient, 'bootstrap')
    log.info({ clientId: config.bootstrapClient.clientId, created }, 'bootstrap client ready')
    return
  }
  if (databaseKind !== 'embedded' || (await clients.hasAnyClient())) return
  const credentials = await clients.createClient({ name: 'sandbox' })
  // Printed, not logged: the secret must not end up in log storage.
  process.stdout.write(
    [
      '',
      'A client was created for this new database. Keep these credentials; they are shown only once:',
      `  clientId:     ${credentials.clientId}`,
      `  clientSecret: ${credentials.clientSecret}`,
      `  apiKey:       ${credentials.apiKey}`,
      '',
    ].join('\n') + '\n',
  )
}
