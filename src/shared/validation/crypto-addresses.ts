import { createHash } from 'node:crypto'

export type CryptoNetwork = 'ETH' | 'POLYGON' | 'BSC' | 'ARBITRUM' | 'BASE' | 'TRON' | 'SOLANA'

const VALIDATORS: Readonly<Record<CryptoNetwork, (address: string) => boolean>> = {
  ETH: isValidEvmAddress,
  POLYGON: isValidEvmAddress,
  BSC: isValidEvmAddress,
  ARBITRUM: isValidEvmAddress,
  BASE: isValidEvmAddress,
  TRON: isValidTronAddress,
  SOLANA: isValidSolanaAddress,
}

export const CRYPTO_NETWORKS: readonly CryptoNetwork[] = Object.freeze([
  'ETH',
  'POLYGON',
  'BSC',
  'ARBITRUM',
  'BASE',
  'TRON',
  'SOLANA',
])

function isCryptoNetwork(network: string): network is CryptoNetwork {
  return (CRYPTO_NETWORKS as readonly string[]).includes(network)
}

/** False for networks outside CRYPTO_NETWORKS (names are case-sensitive, as in the API). */
export function isValidCryptoAddress(network: string, address: string): boolean {
  return isCryptoNetwork(network) && VALIDATORS[network](address)
}

// EIP-55: an address written in one case carries no checksum and is accepted as is; mixed case is a
// checksum and must be exactly the one derived from the address's Keccak-256 hash.
function isValidEvmAddress(address: string): boolean {
  if (!/^0x[\da-fA-F]{40}$/.test(address)) return false
  const hex = address.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return hex === toEip55Checksum(hex.toLowerCase())
}

function toEip55Checksum(lowerHex: string): string {
  const hash = keccak256(Buffer.from(lowerHex, 'ascii')).toString('hex')
  return Array.from(lowerHex, (char, index) =>
    parseInt(hash[index] ?? '0', 16) >= 8 ? char.toUpperCase() : char,
  ).join('')
}

// TRON: Base58Check of version byte 0x41, the 20-byte account and a 4-byte double-SHA-256 checksum.
function isValidTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false
  const bytes = decodeBase58(address)
  if (bytes?.length !== 25 || bytes[0] !== 0x41) return false
  const payload = bytes.subarray(0, 21)
  const checksum = sha256(sha256(payload)).subarray(0, 4)
  return checksum.equals(bytes.subarray(21))
}

// Solana: a public key is 32 bytes, which Base58 writes in 32 to 44 characters.
function isValidSolanaAddress(address: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) && decodeBase58(address)?.length === 32
}

function sha256(data: Uint8Array): Buffer {
  return createHash('sha256').update(data).digest()
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function decodeBase58(text: string): Buffer | undefined {
  let value = 0n
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  // Each leading '1' stands for a leading zero byte, which the number itself cannot show.
  const leadingZeros = /^1*/.exec(text)?.[0].length ?? 0
  const hex = value === 0n ? '' : value.toString(16)
  return Buffer.concat([
    Buffer.alloc(leadingZeros),
    Buffer.from(hex.padStart(hex.length + (hex.length % 2), '0'), 'hex'),
  ])
}

// Keccak-256 as Ethereum uses it: the original Keccak padding (0x01), not the 0x06 of FIPS 202 SHA3-256,
// which is why node:crypto's 'sha3-256' gives different hashes. Node 20's OpenSSL has no Keccak, and this
// one use (checksums of 40-character addresses) does not justify a dependency, so the permutation is
// written out here in its compact reference form, with 64-bit lanes as bigints.
const LANE_MASK = (1n << 64n) - 1n
const KECCAK_RATE_BYTES = 136

function rotateLeft(lane: bigint, offset: number): bigint {
  const shift = BigInt(offset)
  return ((lane << shift) | (lane >> (64n - shift))) & LANE_MASK
}

// ρ offsets and π positions follow the (x, y) → (y, 2x + 3y) walk; ι's round constants come from the
// degree-8 LFSR of the Keccak reference. Both are derived once rather than copied as tables of literals.
const { rhoOffsets, piTargets } = (() => {
  const offsets = new Array<number>(25).fill(0)
  const targets = new Array<number>(25).fill(0)
  for (let x = 0; x < 5; x++) {
    for (let y = 0; y < 5; y++) targets[x + 5 * y] = y + 5 * ((2 * x + 3 * y) % 5)
  }
  let [x, y] = [1, 0]
  for (let t = 0; t < 24; t++) {
    offsets[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64
    ;[x, y] = [y, (2 * x + 3 * y) % 5]
  }
  return { rhoOffsets: offsets, piTargets: targets }
})()

const ROUND_CONSTANTS: readonly bigint[] = (() => {
  const constants: bigint[] = []
  let lfsr = 1
  for (let round = 0; round < 24; round++) {
    let constant = 0n
    for (let j = 0; j < 7; j++) {
      if (lfsr & 1) constant |= 1n << BigInt((1 << j) - 1)
      lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : lfsr << 1
    }
    constants.push(constant)
  }
  return constants
})()

function keccakPermute(state: bigint[]): void {
  const lane = (index: number): bigint => state[index] ?? 0n
  for (const roundConstant of ROUND_CONSTANTS) {
    const parity = [0, 1, 2, 3, 4].map(
      (x) => lane(x) ^ lane(x + 5) ^ lane(x + 10) ^ lane(x + 15) ^ lane(x + 20),
    )
    const column = (x: number): bigint => parity[(x + 5) % 5] ?? 0n
    for (let i = 0; i < 25; i++) state[i] = lane(i) ^ column((i % 5) - 1) ^ rotateLeft(column((i % 5) + 1), 1)
    const moved = new Array<bigint>(25).fill(0n)
    for (let i = 0; i < 25; i++) moved[piTargets[i] ?? 0] = rotateLeft(lane(i), rhoOffsets[i] ?? 0)
    for (let i = 0; i < 25; i++) {
      const row = i - (i % 5)
      const at = (x: number): bigint => moved[row + ((x + 5) % 5)] ?? 0n
      state[i] = at(i % 5) ^ (~at((i % 5) + 1) & LANE_MASK & at((i % 5) + 2))
    }
    state[0] = lane(0) ^ roundConstant
  }
}

function keccak256(data: Uint8Array): Buffer {
  const paddedLength = (Math.floor(data.length / KECCAK_RATE_BYTES) + 1) * KECCAK_RATE_BYTES
  const padded = Buffer.alloc(paddedLength)
  padded.set(data)
  padded[data.length] = 0x01
  padded[paddedLength - 1] = (padded[paddedLength - 1] ?? 0) | 0x80
  const state = new Array<bigint>(25).fill(0n)
  for (let offset = 0; offset < paddedLength; offset += KECCAK_RATE_BYTES) {
    for (let i = 0; i < KECCAK_RATE_BYTES / 8; i++) {
      state[i] = (state[i] ?? 0n) ^ padded.readBigUInt64LE(offset + 8 * i)
    }
    keccakPermute(state)
  }
  const digest = Buffer.alloc(32)
  for (let i = 0; i < 4; i++) digest.writeBigUInt64LE(state[i] ?? 0n, 8 * i)
  return digest
}
