import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>
const KEY_LENGTH = 32

/**
 * Client secrets are hashed with scrypt and a per-secret salt: a leaked table does not reveal them,
 * and checking a guess costs real work. Format: `scrypt$<salt b64url>$<hash b64url>`.
 */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scryptAsync(secret, salt, KEY_LENGTH)
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64url'), expected.length)
  return timingSafeEqual(actual, expected)
}

/**
 * API keys are looked up on every request that carries one, so they are stored as a SHA-256
 * digest: generated keys carry 256 bits of entropy, which a fast hash protects as well as a slow
 * one, and the digest can be indexed. See docs/decisions/0004-credentials.md.
 */
export function digestApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex')
}
