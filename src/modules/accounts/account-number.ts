import { randomInt } from 'node:crypto'

/**
 * A new account number: 20 random digits and a Luhn check digit (21 digits, the length of the
 * reference's samples). The check digit catches a mistyped digit or a swap before any lookup;
 * the random body makes numbers unguessable and, with 10^20 values, collisions negligible (a
 * unique index backs that up).
 */
export function newAccountNumber(): string {
  let body = String(randomInt(1, 10))
  while (body.length < 20) body += String(randomInt(0, 10))
  return body + luhnCheckDigit(body)
}

function luhnCheckDigit(body: string): string {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i])
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return String((10 - (sum % 10)) % 10)
}

export function isAccountNumber(value: string): boolean {
  return /^\d{21}$/.test(value) && luhnCheckDigit(value.slice(0, -1)) === value.slice(-1)
}
