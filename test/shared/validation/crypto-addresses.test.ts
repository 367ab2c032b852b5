import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CRYPTO_NETWORKS, isValidCryptoAddress } from '../../../src/shared/validation/crypto-addresses.js'

const EVM_NETWORKS = ['ETH', 'POLYGON', 'BSC', 'ARBITRUM', 'BASE'] as const

// The checksummed examples published in EIP-55 itself.
const EIP55_EXAMPLES = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

// Written from the encoding side, so that it checks the decoder under test rather than mirroring it.
function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) * 256
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58)
  }
  const zeros = bytes.findIndex((byte) => byte !== 0)
  const leading = '1'.repeat(zeros === -1 ? bytes.length : zeros)
  return (
    leading +
    digits
      .reverse()
      .map((digit) => BASE58_ALPHABET[digit])
      .join('')
  )
}

function tronAddress(account: Uint8Array, version = 0x41): string {
  const payload = Buffer.concat([Buffer.from([version]), account])
  const hash = (data: Uint8Array) => createHash('sha256').update(data).digest()
  return encodeBase58(Buffer.concat([payload, hash(hash(payload)).subarray(0, 4)]))
}

function flipCase(text: string, index: number): string {
  const char = text.charAt(index)
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
  return text.slice(0, index) + flipped + text.slice(index + 1)
}

describe('CRYPTO_NETWORKS', () => {
  it('lists the supported networks', () => {
    expect(CRYPTO_NETWORKS).toEqual(['ETH', 'POLYGON', 'BSC', 'ARBITRUM', 'BASE', 'TRON', 'SOLANA'])
  })
})

describe('isValidCryptoAddress on EVM networks', () => {
  it.each(EVM_NETWORKS.flatMap((network) => EIP55_EXAMPLES.map((address) => [network, address])))(
    'accepts on %s the EIP-55 checksummed %s',
    (network, address) => {
      expect(isValidCryptoAddress(network, address)).toBe(true)
    },
  )

  it.each(EIP55_EXAMPLES)('accepts %s written all in lower or all in upper case', (address) => {
    const hex = address.slice(2)
    expect(isValidCryptoAddress('ETH', `0x${hex.toLowerCase()}`)).toBe(true)
    expect(isValidCryptoAddress('ETH', `0x${hex.toUpperCase()}`)).toBe(true)
  })

  it.each(EIP55_EXAMPLES)('rejects %s with the case of any one letter changed', (address) => {
    const letterPositions = Array.from(address, (char, index) =>
      /[a-fA-F]/.test(char) && index > 1 ? index : -1,
    )
    for (const index of letterPositions.filter((position) => position >= 0)) {
      expect(isValidCryptoAddress('ETH', flipCase(address, index))).toBe(false)
    }
  })

  it.each([
    ['39 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['41 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0'],
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['upper-case 0X', '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['non-hex letter', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
    ['a TRON address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ])('rejects %s (%s)', (_reason, address) => {
    expect(isValidCryptoAddress('ETH', address)).toBe(false)
  })
})

describe('isValidCryptoAddress on TRON', () => {
  it.each([
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8',
  ])('accepts %s', (address) => {
    expect(isValidCryptoAddress('TRON', address)).toBe(true)
  })

  it.each([
    ['changed last character', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['changed case of one character', 'TR7NHqjeKQxGTCi8q8ZY4pl8otSzgjLj6t'],
    ['33 characters', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'],
    ['lower-case t', 'tR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['0, which Base58 does not use', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ])('rejects %s (%s)', (_reason, address) => {
    expect(isValidCryptoAddress('TRON', address)).toBe(false)
  })

  it('accepts the address of any 20-byte account and rejects it with a corrupted checksum', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (account) => {
        const address = tronAddress(account)
        expect(isValidCryptoAddress('TRON', address)).toBe(true)
        const last = BASE58_ALPHABET.indexOf(address.slice(-1))
        const corrupted = address.slice(0, -1) + (BASE58_ALPHABET[(last + 1) % 58] ?? '')
        expect(isValidCryptoAddress('TRON', corrupted)).toBe(false)
      }),
    )
  })

  it('rejects a correctly checksummed payload with a version byte other than 0x41', () => {
    // 0x42 payloads also encode to 34 characters starting with T, so only the version check stops them.
    const address = tronAddress(new Uint8Array(20).fill(7), 0x42)
    expect(address).toMatch(/^T.{33}$/)
    expect(isValidCryptoAddress('TRON', address)).toBe(false)
  })
})

describe('isValidCryptoAddress on SOLANA', () => {
  it.each([
    ['USDC mint', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['wrapped SOL mint', 'So11111111111111111111111111111111111111112'],
    ['system program, all zero bytes', '11111111111111111111111111111111'],
    ['token program', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
  ])('accepts the %s %s', (_name, address) => {
    expect(isValidCryptoAddress('SOLANA', address)).toBe(true)
  })

  it.each([
    ['31 zero bytes', '1111111111111111111111111111111'],
    ['33 bytes in 44 characters', 'z'.repeat(44)],
    ['45 characters', `${'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'}1`],
    ['0, which Base58 does not use', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10'],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['empty', ''],
  ])('rejects %s (%s)', (_reason, address) => {
    expect(isValidCryptoAddress('SOLANA', address)).toBe(false)
  })

  it('accepts the encoding of any 32 bytes and rejects 31 or 33', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 31, maxLength: 33 }), (bytes) => {
        expect(isValidCryptoAddress('SOLANA', encodeBase58(bytes))).toBe(bytes.length === 32)
      }),
    )
  })
})

describe('isValidCryptoAddress with an unsupported network', () => {
  it.each(['BTC', 'eth', 'Tron', ''])('rejects any address on %j', (network) => {
    expect(isValidCryptoAddress(network, EIP55_EXAMPLES[0] ?? '')).toBe(false)
  })
})
