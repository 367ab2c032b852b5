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
const BLOCKED = blockListOf(
  [
    '0.0.0.0/8',
    '10.0.0.0/8',
    '100.64.0.0/10',
    '127.0.0.0/8',
    '169.254.0.0/16',
    '172.16.0.0/12',
    '192.0.0.0/24',
    '192.0.2.0/24',
    '192.168.0.0/16',
    '198.18.0.0/15',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '224.0.0.0/4',
    '240.0.0.0/4',
  ],
  ['::/128', '::1/128', '64:ff9b::/96', '100::/64', '2001:db8::/32', 'fc00::/7', 'fe80::/10', 'ff00::/8'],
)

/** Loopback and private networks, where a developer's receiver runs beside their local server. */
const LOCAL = blockListOf(
  ['10.0.0.0/8', '127.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'],
  ['::1/128', 'fc00::/7'],
)

function blockListOf(ipv4: readonly string[], ipv6: readonly string[]): BlockList {
  const list = new BlockList()
  for (const [family, subnets] of [
    ['ipv4', ipv4],
    ['ipv6', ipv6],
  ] as const) {
    for (const subnet of subnets) {
      const [network, prefix] = subnet.split('/') as [string, string]
      list.addSubnet(network, Number(prefix), family)
    }
  }
  return list
}

/**
 * Which addresses an environment's webhooks may reach: `public` ones only; `local`, also loopback
 * and private networks, but never link-local (the cloud metadata address), unspecified, multicast
 * or reserved ones; `any` address at all, as an operator who sets WEBHOOK_ALLOW_PRIVATE_TARGETS asks.
 */
export type TargetPolicy = 'public' | 'local' | 'any'

/** Named in every refusal, so whoever meets one knows how to lift it. */
export const ALLOW_SETTING_HINT = 'set WEBHOOK_ALLOW_PRIVATE_TARGETS=true to allow private targets'

export class TargetRefused extends Error {
  override name = 'TargetRefused'
  readonly code = 'EWEBHOOKTARGET'
  /** `hint`: whether the setting would lift it (it cannot make an unknown host resolve). */
  constructor(reason: string, hint = true) {
    super(hint ? `${reason} (${ALLOW_SETTING_HINT})` : reason)
  }
}

/**
 * An environment's policy. An explicit WEBHOOK_ALLOW_PRIVATE_TARGETS decides; unset, only the
 * sandbox of the embedded database reaches loopback and private networks: that server is one
 * developer's machine, where the receiver is usually on localhost too.
 */
export function targetPolicy(
  setting: boolean | undefined,
  databaseKind: 'postgres' | 'embedded',
  environment: Environment,
): TargetPolicy {
  if (setting !== undefined) return setting ? 'any' : 'public'
  return databaseKind === 'embedded' && environment === 'sandbox' ? 'local' : 'public'
}

/** Whether an address is anything but public (a host name counts as not public). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** Whether a policy keeps a connection away from an address. */
export function isRefusedAddress(address: string, policy: TargetPolicy): boolean {
  if (policy === 'any' || !isPrivateAddress(address)) return false
  if (policy === 'public') return true
  const family = isIP(address)
  return family === 0 || !LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

/** At registration: every address the host resolves to must be one the policy allows. */
export async function assertAllowedTarget(url: URL, policy: TargetPolicy): Promise<void> {
  if (policy === 'any') return
  const host = hostOf(url)
  if (isIP(host) !== 0) {
    if (isRefusedAddress(host, policy)) throw new TargetRefused(`${host} is a private or reserved address`)
    return
  }
  let addresses: LookupAddress[]
  try {
    addresses = await lookup(host, { all: true, verbatim: true })
  } catch {
    throw new TargetRefused(`${host} could not be resolved`, false)
  }
  const refused = addresses.find((a) => isRefusedAddress(a.address, policy))
  if (refused) {
    throw new TargetRefused(`${host} resolves to ${refused.address}, a private or reserved address`)
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/** A `lookup` for net/tls.connect that refuses what the policy does: the checked address is the one dialled. */
function guardedLookup(policy: TargetPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const refused = addresses.find((a) => isRefusedAddress(a.address, policy))
      if (refused || addresses.length === 0) {
        return callback(new TargetRefused(`${hostname} resolves to a private or reserved address`), [])
      }
      if (options.all) return callback(null, addresses)
      return callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

/** Connections the worker keeps to one receiver's origin, and so its calls there at once. */
export const CONNECTIONS_PER_ORIGIN = 64

/**
 * The HTTP client deliveries use. Redirects are never followed (undici's default), so a public URL
 * cannot bounce a delivery to a private one; IP-literal URLs skip DNS, so `checkLiteral` covers them.
 * A call enters the origin's gate first: undici never queues it behind the connections it has.
 */
export function createDeliveryDispatcher(policy: TargetPolicy): {
  dispatcher: Dispatcher
  enter(origin: string): Promise<() => void>
  checkLiteral(url: URL): void
  close(): Promise<void>
} {
  const agent = new Agent({
    keepAliveTimeout: 10_000,
    connections: CONNECTIONS_PER_ORIGIN,
    ...(policy === 'any' ? {} : { connect: { lookup: guardedLookup(policy) } }),
  })
  const gate = createOriginGate(CONNECTIONS_PER_ORIGIN)
  return {
    dispatcher: agent,
    enter: (origin) => gate.enter(origin),
    checkLiteral(url) {
      const host = hostOf(url)
      if (isIP(host) !== 0 && isRefusedAddress(host, policy)) {
        throw new TargetRefused(`${host} is a private or reserved address`)
      }
    },
    close: () => agent.close(),
  }
}
