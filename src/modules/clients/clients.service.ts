import { unauthorized } from '../../shared/errors.js'
import { BoundedMemo } from '../../shared/bounded-memo.js'
import { newId, newSecretToken } from '../../shared/ids.js'
import type { Clock } from '../../shared/clock.js'
import type { Environment, Tenant } from '../../shared/tenant.js'
import type { ClientsRepository } from './clients.repository.js'
import { digestApiKey, hashSecret, verifySecret } from './credentials.js'
import { signAccessToken, TokenRejected, verifyAccessToken, type AccessTokenClaims } from './access-token.js'

export interface ClientCredentials {
  clientId: string
  clientSecret: string
  apiKey: string
}

export interface IssuedToken {
  accessToken: string
  tokenType: 'Bearer'
  expiresIn: number
}

const ISSUER = 'payments-platform'
/** Entries each per-process memo keeps before it starts again (API keys, verified tokens). */
const MAX_REMEMBERED = 10_000

export function createClientsService(deps: {
  repository: ClientsRepository
  clock: Clock
  tokenSecret: string
  tokenTtlSeconds: number
}) {
  const { repository, clock } = deps
  const signingKey = Buffer.from(deps.tokenSecret, 'utf8')
  /** API key → client id, for keys already verified (see apiKeyBelongsTo). */
  const verifiedKeys = new BoundedMemo<string, string>(MAX_REMEMBERED)
  /** Token → its claims, for tokens whose signature already checked out (see verifyToken). */
  const verifiedTokens = new BoundedMemo<string, AccessTokenClaims>(MAX_REMEMBERED)

  /**
   * The claims of a token this service signed. A token is immutable and an integration sends the
   * same one on every call until it expires, so a verified one is remembered (bounded) and its
   * signature is not computed again; its expiry is still checked on every use.
   */
  function claimsOf(token: string, nowSeconds: number): AccessTokenClaims {
    const remembered = verifiedTokens.get(token)
    if (remembered !== undefined) {
      if (remembered.exp <= nowSeconds) throw new TokenRejected('expired')
      return remembered
    }
    const claims = verifyAccessToken(token, signingKey, { issuer: ISSUER, nowSeconds })
    verifiedTokens.set(token, claims)
    return claims
  }

  async function createClient(
    input: { name: string } & Partial<ClientCredentials>,
  ): Promise<ClientCredentials> {
    const credentials: ClientCredentials = {
      clientId: input.clientId ?? newId(clock.now()),
      clientSecret: input.clientSecret ?? newSecretToken(),
      apiKey: input.apiKey ?? newSecretToken(),
    }
    await repository.insert({
      id: credentials.clientId,
      name: input.name,
      secretHash: await hashSecret(credentials.clientSecret),
      apiKeyHash: digestApiKey(credentials.apiKey),
      createdAt: clock.now(),
    })
    return credentials
  }

  return {
    createClient,

    /** Creates the configured client unless one with that id exists; existing ones are left alone. */
    async ensureClient(credentials: ClientCredentials, name: string): Promise<boolean> {
      if (await repository.findById(credentials.clientId)) return false
      await createClient({ name, ...credentials })
      return true
    },

    hasAnyClient: async (): Promise<boolean> => (await repository.count()) > 0,

    /** POST /auth: all three credentials must belong to one client. */
    async issueToken(
      input: { clientId: string; clientSecret: string; apiKey: string | undefined },
      environment: Environment,
    ): Promise<IssuedToken> {
      if (!input.apiKey) throw unauthorized('The x-api-key header is required')
      const client = await repository.findById(input.clientId)
      const isValid =
        client !== undefined &&
        client.apiKeyHash === digestApiKey(input.apiKey) &&
        (await verifySecret(input.clientSecret, client.secretHash))
      if (!isValid) throw unauthorized('Invalid client credentials')
      const issuedAt = Math.floor(clock.now().getTime() / 1000)
      const accessToken = signAccessToken(
        {
          iss: ISSUER,
          sub: client.id,
          env: environment,
          iat: issuedAt,
          exp: issuedAt + deps.tokenTtlSeconds,
          jti: newSecretToken(12),
        },
        signingKey,
      )
      return { accessToken, tokenType: 'Bearer', expiresIn: deps.tokenTtlSeconds }
    },

    /** A token is valid only in the environment it was issued for (CONTRACT.md). */
    verifyToken(token: string, environment: Environment): Tenant {
      let claims
      try {
        claims = claimsOf(token, Math.floor(clock.now().getTime() / 1000))
      } catch (error) {
        if (error instanceof TokenRejected && error.problem === 'expired') {
          throw unauthorized('The access token has expired')
        }
        throw unauthorized('The access token is invalid')
      }
      if (claims.env !== environment) throw unauthorized('The token was not issued for this environment')
      return { clientId: claims.sub, environment }
    },

    /**
     * Whether the key is the client's. Keys never change once issued, so a verified pair is
     * remembered (bounded): integrations send the key on every call, and this keeps that check off
     * the database and its digest off the CPU (as tokens are, the key itself is the memo's key).
     * Unknown or foreign keys are always looked up, so they are never remembered.
     */
    async apiKeyBelongsTo(apiKey: string, clientId: string): Promise<boolean> {
      if (verifiedKeys.get(apiKey) === clientId) return true
      const client = await repository.findByApiKeyHash(digestApiKey(apiKey))
      if (client?.id !== clientId) return false
      verifiedKeys.set(apiKey, clientId)
      return true
    },
  }
}

export type ClientsService = ReturnType<typeof createClientsService>
