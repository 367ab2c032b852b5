import { randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * 24-hex-character object ids, the shape the reference API uses for every resource
 * (e.g. `679d26c44a21df7584b38e11`): 4 bytes of seconds since the epoch, then 8 random bytes.
 * The time prefix keeps ids roughly ordered for humans; list ordering never relies on it.
 */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
  return seconds.toString(16).padStart(8, '0') + randomHex(8)
}

/**
 * Random bytes for ids come from a pool filled a few kilobytes at a time: a payment takes about
 * ten ids, and one system call each showed in the money path's profile. Ids are not secrets
 * (tokens below still draw their own bytes).
 */
const RANDOM_POOL_BYTES = 4096
let randomPool = Buffer.alloc(0)
let randomOffset = 0

function randomHex(bytes: number): string {
  if (randomOffset + bytes > randomPool.length) {
    randomPool = randomBytes(RANDOM_POOL_BYTES)
    randomOffset = 0
  }
  const hex = randomPool.toString('hex', randomOffset, randomOffset + bytes)
  randomOffset += bytes
  return hex
}

export function isId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value)
}

/**
 * A random token for URLs and credentials: 256 bits, URL-safe, never beginning with `-` (a command
 * line would take a key like that for a flag: `--api-key -x…`). Dropping those costs 0.02 bits.
 */
export function newSecretToken(bytes = 32): string {
  for (;;) {
    const token = randomBytes(bytes).toString('base64url')
    if (!token.startsWith('-')) return token
  }
}

/** Whether a secret given matches the one kept, without telling through timing how much of it did. */
export function equalSecrets(given: string, kept: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(kept)
  return a.length === b.length && timingSafeEqual(a, b)
}
