import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify'
import type { Environment } from '../shared/tenant.js'
import { resolveApiVersion, versionHeaderValue } from './api-version.js'
import { refuseBodiesWhereNoneIsTaken } from './bodiless-operations.js'

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

export interface ApiPluginOptions {
  environment: Environment
  authenticate: Hook
  rateLimit: Hook
  idempotency: {
    beforeHandler: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void
    onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>
  }
  /** Each module's routes, registered in this environment. */
  routes: readonly FastifyPluginAsync[]
}

/**
 * The API as one plugin, registered once per environment: live at the root, sandbox under
 * `/sandbox`. The environment is fixed by where a route is mounted, never by anything the client
 * sends, so a token or a row can only ever meet its own environment.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  const { environment } = options
  if (environment === 'sandbox') {
    // The OpenAPI document lists each operation once; the sandbox is a second server there.
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true }
    })
  }
  refuseBodiesWhereNoneIsTaken(app)
  app.addHook('onRequest', async (request, reply) => {
    request.environment = environment
    request.apiVersion = resolveApiVersion(request.headers['service-api-version'])
    void reply.header('service-api-version', versionHeaderValue(request.apiVersion))
  })
  app.addHook('onRequest', async (request, reply) => {
    try {
      await options.authenticate(request, reply)
    } catch (refusal) {
      // A refused caller counts against its address, so guessing tokens or keys meets the limit.
      await options.rateLimit(request, reply)
      throw refusal
    }
  })
  app.addHook('onRequest', options.rateLimit)
  app.addHook('preHandler', options.idempotency.beforeHandler)
  app.addHook('onSend', options.idempotency.onSend)
  for (const routes of options.routes) await app.register(routes)
}
