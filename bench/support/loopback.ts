import { isIP } from 'node:net'

/**
 * Benchmarks generate load, and load goes to this machine only: a loopback address, `localhost`, or
 * (hostname empty) a local Unix socket. Every scenario target passes through here.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === '' || host === 'localhost' || host === '::1') return true
  return isIP(host) === 4 && host.startsWith('127.')
}

export function assertLoopbackUrl(url: string, what: string): URL {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`${what} is not a valid URL`)
  }
  if (!isLoopbackHost(parsed.hostname)) {
    throw new Error(
      `${what} must point at a loopback address (127.0.0.1, ::1, localhost), not ${parsed.hostname}`,
    )
  }
  return parsed
}

/** The URL with any password replaced, for messages and reports. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(invalid URL)'
  }
}
