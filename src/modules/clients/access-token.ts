import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * HS256 JSON Web Tokens with `node:crypto`, synchronously. A token is checked on every request, and
 * WebCrypto's HMAC is asynchronous (a thread-pool hop each time); an HMAC over a few hundred bytes
 * costs microseconds on the main thread. Only what this service issues is accepted: the header must
 * say HS256, so `alg: none` and algorithm-confusion tokens fail before any signature is computed.
 */

export interface AccessTokenClaims {
  iss: string
  sub: string
  env: string
  iat: number
  exp: number
  jti: string
}

export type TokenProblem = 'invalid' | 'expired'

export class TokenRejected extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`access token ${problem}`)
  }
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

function signature(key: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', key).update(signingInput).digest()
}

export function signAccessToken(claims: AccessTokenClaims, key: Buffer): string {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  return `${signingInput}.${signature(key, signingInput).toString('base64url')}`
}

function parseJsonSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
  } catch {
    throw new TokenRejected('invalid')
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The claims of a token this service signed with `key`, unexpired at `nowSeconds`, from `issuer`. */
export function verifyAccessToken(
  token: string,
  key: Buffer,
  expected: { issuer: string; nowSeconds: number },
): AccessTokenClaims {
  const parts = token.split('.')
  if (parts.length !== 3) throw new TokenRejected('invalid')
  const [headerSegment, payloadSegment, signatureSegment] = parts as [string, string, string]
  const header = parseJsonSegment(headerSegment)
  if (!isRecord(header) || header.alg !== 'HS256' || header.crit !== undefined) {
    throw new TokenRejected('invalid')
  }
  const given = Buffer.from(signatureSegment, 'base64url')
  const computed = signature(key, `${headerSegment}.${payloadSegment}`)
  if (given.length !== computed.length || !timingSafeEqual(given, computed)) {
    throw new TokenRejected('invalid')
  }

  const claims = parseJsonSegment(payloadSegment)
  if (
    !isRecord(claims) ||
    claims.iss !== expected.issuer ||
    typeof claims.sub !== 'string' ||
    typeof claims.env !== 'string' ||
    typeof claims.exp !== 'number'
  ) {
    throw new TokenRejected('invalid')
  }
  if (claims.exp <= expected.nowSeconds) throw new TokenRejected('expired')
  return claims as unknown as AccessTokenClaims
}
