import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signing for the hosted page: the session cookie (which session this browser pays) and the CSRF
 * token of its forms, both HMACs under a key derived from the service's token secret, so nothing
 * secret is ever put in a page and nothing needs storing.
 */
export function createSigner(secret: string) {
  const key = createHmac('sha256', secret).update('hosted-checkout/v1').digest()
  const sign = (purpose: string, value: string) =>
    createHmac('sha256', key).update(`${purpose}\n${value}`).digest('base64url')
  return {
    sign,
    verify(purpose: string, value: string, signature: string | undefined): boolean {
      if (signature === undefined) return false
      const expected = Buffer.from(sign(purpose, value))
      const given = Buffer.from(signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}
export type Signer = ReturnType<typeof createSigner>

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const name = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    try {
      cookies.set(name, decodeURIComponent(value))
    } catch {
      // a cookie that does not decode is not ours
    }
  }
  return cookies
}

/**
 * The page's Content-Security-Policy: nothing inline, nothing from elsewhere. Forms may post to
 * this service and (through its redirects) land on the merchant's success and failure URLs.
 */
export function contentSecurityPolicy(formTargets: readonly string[]): string {
  const origins = [...new Set(formTargets.flatMap((url) => originOf(url)))]
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `form-action 'self' ${origins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
}

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}
