import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'

/**
 * Keys derived from the token secret for the webhooks module: one encrypts signing secrets at rest
 * (AES-256-GCM: signing needs the secret itself, so it cannot be hashed), one signs log cursors.
 * Changing TOKEN_SECRET makes stored secrets unreadable: clients then register theirs again.
 */
export function createSecretBox(tokenSecret: string) {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', tokenSecret, 'payments-platform/webhooks', info, 32))
  const encryptionKey = derive('webhook-secret-encryption')
  const cursorKey = derive('notification-cursor')

  return {
    /** `v1.<iv>.<ciphertext>.<tag>`, base64url parts. */
    encrypt(plaintext: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv)
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return ['v1', iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },

    /** The plaintext, or undefined when the value was not sealed with this key. */
    decrypt(sealed: string): string | undefined {
      const [version, iv, ciphertext, tag] = sealed.split('.')
      if (version !== 'v1' || !iv || ciphertext === undefined || !tag) return undefined
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8')
      } catch {
        return undefined
      }
    },

    /** An opaque, tamper-proof token for `value`, bound to `scope` (the client). */
    signToken(scope: string, value: string): string {
      return `${Buffer.from(value).toString('base64url')}.${mac(scope, value)}`
    },

    /** The value a token carries, or undefined when it was not made by signToken for this scope. */
    openToken(scope: string, token: string): string | undefined {
      const [encoded, tag] = token.split('.')
      if (!encoded || !tag) return undefined
      const value = Buffer.from(encoded, 'base64url').toString('utf8')
      const expected = Buffer.from(mac(scope, value))
      const given = Buffer.from(tag)
      return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined
    },
  }

  function mac(scope: string, value: string): string {
    return createHmac('sha256', cursorKey)
      .update(`${scope}\n${value}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url')
  }
}

export type SecretBox = ReturnType<typeof createSecretBox>
