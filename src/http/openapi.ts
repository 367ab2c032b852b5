import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import apiReference from '@scalar/fastify-api-reference'
import { applyApiDocs, securityOf, type ApiDocs } from './openapi-docs.js'

/** The hand-written guides shown beside the operations, in this order. */
const GUIDES = ['getting-started.md', 'webhooks.md']

/**
 * The OpenAPI 3.1 document is generated from the same TypeBox schemas that validate requests, so
 * the reference page at /docs cannot drift from the behaviour; each module's `*.openapi.ts` adds
 * what a reader needs beyond the schemas. Sandbox copies of the routes are hidden: the document
 * lists each operation once, with the sandbox as the first server.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  publicBaseUrl: string,
  docs: readonly ApiDocs[],
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Payments Platform API',
        version: '1.0.0',
        description: [
          'Identities, accounts on a double-entry ledger, payments over local rails, payment links and ' +
            'signed webhooks. Every operation is served twice: under `/sandbox` for the sandbox ' +
            'environment and at the root for live; a token only works in the environment that issued it.',
          ...GUIDES.map(readGuide),
        ].join('\n\n'),
      },
      servers: [
        { url: `${publicBaseUrl}/sandbox`, description: 'Sandbox' },
        { url: publicBaseUrl, description: 'Live' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `accessToken` returned by POST /auth.',
          },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description: "The client's API key, shown once when the client is created.",
          },
        },
      },
    },
    transform: ({ schema, url, route }) => ({ schema: { ...schema, security: securityOf(route) }, url }),
    transformObject: (document) =>
      'openapiObject' in document
        ? applyApiDocs(document.openapiObject as Record<string, unknown>, docs)
        : {},
  })
  await app.register(apiReference, {
    routePrefix: '/docs',
    logLevel: 'silent',
    configuration: {
      title: 'Payments Platform API',
      // Everything the page needs is served from this process: no web fonts, no hosted services
      // (AI agent, developer toolbar), no telemetry. The 1.44 line is pinned: later releases ask
      // for Node 22, and the service supports Node 20.19+ (decision 0015).
      withDefaultFonts: false,
      telemetry: false,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      hideClientButton: true,
      documentDownloadType: 'json',
      // "Test request" sends the token and the API key pasted once under Authentication.
      authentication: { preferredSecurityScheme: [['bearerAuth', 'apiKey']] },
      persistAuth: true,
    },
  })
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger())
}

function readGuide(file: string): string {
  return readFileSync(join(docsDirectory(), file), 'utf8').trim()
}

/** `docs/` at the package root, whether running from `src/` or from the build in `dist/src/`. */
function docsDirectory(): string {
  let directory = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(directory, 'package.json'))) {
    const parent = dirname(directory)
    if (parent === directory) throw new Error('docs/ not found above the running module')
    directory = parent
  }
  return join(directory, 'docs')
}
