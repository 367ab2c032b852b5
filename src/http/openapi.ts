import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'

/**
 * The OpenAPI 3.1 document is generated from the same TypeBox schemas that validate requests, so
 * the reference page at /docs cannot drift from the behaviour. Sandbox copies of the routes are
 * hidden: the document lists each operation once, with the sandbox as a second server.
 */
export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Payments Platform API',
        version: '1.0.0',
        description:
          'Identities, accounts on a double-entry ledger, payments over local rails, payment links and signed ' +
          'webhooks. Every path is also served under `/sandbox` for the sandbox environment.',
      },
      servers: [
        { url: publicBaseUrl, description: 'Live' },
        { url: `${publicBaseUrl}/sandbox`, description: 'Sandbox' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
  })
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  })
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger())
}
