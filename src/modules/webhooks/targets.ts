import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { Agent, type Dispatcher } from 'undici'
import type { Environment } from '../../shared/tenant.js'
import { createOriginGate } from './origin-gate.js'

/**
 * The SSRF guard. A webhook URL must not reach the service's own network: loopback, private,
 * carrier-grade NAT, link-local (which holds the cloud metadata address 169.254.169.254),
 * unspecified, multicast and reserved ranges are refused, for IPv4, IPv6 and IPv4-mapped IPv6.
 * Checked when the URL is registered and again when each delivery connects, on the very address
 * the connection then uses (a DNS answer cannot change between check and connect).
 */
const BLOCKED = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6')
}

/** Named in every refusal, so whoever meets one knows how to lift it. */
export const ALLOW_SETTING_HINT = 'set WEBHOOK_ALLOW_PRIVATE_TARGETS=true to allow private targets'

export class TargetRefused extends Error {
  override name = 'TargetRefused'
  readonly code = 'EWEBHOOKTARGET'
  constructor(reason: string) {
    super(`${reason} (${ALLOW_SETTING_HINT})`)
  }
}

/**
 * Whether webhook targets may be loopback or private addresses in an environment. An explicit
 * WEBHOOK_ALLOW_PRIVATE_TARGETS decides; unset, only the sandbox of the embedded database allows
 * them: that server is one developer's machine, where the receiver is usually on localhost too.
 */
export function privateTargetsAllowed(
  setting: boolean | undefined,
  databaseKind: 'postgres' | 'embedded',
  environment: Environment,
): boolean {
  return setting ?? (databaseKind === 'embedded' && environment === 'sandbox')
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

/** At registration: every address the host resolves to must be public. */
export async function assertPublicTarget(url: URL): Promise<void> {
  const host = hostOf(url)
  if (isIP(host) !== 0) {
    if (isPrivateAddress(host)) throw new TargetRefused(`${host} is a private or reserved address`)
    return
  }
  let addresses: LookupAddress[]
  try {
    addresses = await lookup(host, { all: true, verbatim: true })
  } catch {
    throw new TargetRefused(`${host} could not be resolved`)
  }
  const refused = addresses.find((a) => isPrivateAddress(a.address))
  if (refused) {
    throw new TargetRefused(`${host} resolves to ${refused.address}, a private or reserved address`)
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/** A `lookup` for net/tls.connect that refuses private answers: the checked address is the one dialled. */
function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const refused = addresses.find((a) => isPrivateAddress(a.address))
    if (refused || addresses.length === 0) {
      return callback(new TargetRefused(`${hostname} resolves to a private or reserved address`), [])
    }
    if (options.all) return callback(null, addresses)
    return callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

/** Connections the worker keeps to one receiver's origin, and so its calls there at once. */
export const CONNECTIONS_PER_ORIGIN = 64

/**
 * The HTTP client deliveries use. Redirects are never followed (undici's default), so a public URL
 * cannot bounce a delivery to a private one; IP-literal URLs skip DNS, so `checkLiteral` covers them.
 * A call enters the origin's gate first: undici never queues it behind the connections it has.
 */
export function createDeliveryDispatcher(allowPrivateTargets: boolean): {
  dispatcher: Dispatcher
  enter(origin: string): Promise<() => void>
  checkLiteral(url: URL): void
  close(): Promise<void>
} {
  const agent = new Agent({
    keepAliveTimeout: 10_000,
    connections: CONNECTIONS_PER_ORIGIN,
    ...(allowPrivateTargets ? {} : { connect: { lookup: guardedLookup } }),
  })
  const gate = createOriginGate(CONNECTIONS_PER_ORIGIN)
  return {
    dispatcher: agent,
    enter: (origin) => gate.enter(origin),
    checkLiteral(url) {
      const host = hostOf(url)
      if (!allowPrivateTargets && isIP(host) !== 0 && isPrivateAddress(host)) {
        throw new TargetRefused(`${host} is a private or reserved address`)
      }
    },
    close: () => agent.close(),
  }
}
