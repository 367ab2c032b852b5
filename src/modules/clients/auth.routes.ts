import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { responses, Strict } from '../../shared/schemas.js'
import type { ClientsService } from './clients.service.js'

const AuthBody = Type.Object(
  {
    clientId: Type.String({ minLength: 1, maxLength: 200 }),
    clientSecret: Type.String({ minLength: 1, maxLength: 500 }),
  },
  Strict,
)
const TokenSchema = Type.Object({
  accessToken: Type.String(),
  tokenType: Type.String(),
  expiresIn: Type.Number({ description: 'Seconds of validity' }),
})

export function authRoutes(clients: ClientsService): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/auth',
      {
        config: { access: { auth: 'public' } },
        schema: { tags: ['Auth'], security: [], body: AuthBody, response: responses({ 200: TokenSchema }) },
      },
      (request) => {
        const apiKey = request.headers['x-api-key']
        return clients.issueToken(
          { ...request.body, apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey },
          request.environment,
        )
      },
    )
  }
}
