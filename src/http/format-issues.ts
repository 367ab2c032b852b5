/**
 * What a person reads when a value breaks a schema's pattern or format: what is expected, with an
 * example, never the regular expression itself. Patterns are keyed by their source text, the one
 * place that ties a schema's rule to its wording; an unlisted pattern still gets a plain sentence.
 */
const PATTERNS: Record<string, string> = {
  '^\\d+(\\.\\d+)?$': 'must be a positive decimal string such as "100" or "10.50" (no sign, no exponent)',
  '^\\d+$': 'must be a string of digits such as "1000"',
  '^[0-9]+$': 'must be a string of digits',
  '^[0-9]{4,15}$': 'must be a phone number of 4 to 15 digits, without the country prefix',
  '^\\+[1-9][0-9]{0,2}$': 'must be a country calling code such as "+56"',
  '^\\d{2}/\\d{2}/\\d{4}$': 'must be a date written DD/MM/YYYY, such as "31/01/2025"',
  '^[A-Za-z0-9-]{4,34}$': 'must be 4 to 34 letters, digits or hyphens',
  '^https?://': 'must be an http:// or https:// URL',
  '^[A-Z]{3}$': 'must be an ISO 3166-1 alpha-3 country code such as "CHL"',
  '^[A-Z]{3,5}$': 'must be an upper-case currency code such as "CLP" or "USDC"',
  '^([A-Z]{3,5})?$': 'must be an upper-case currency code such as "CLP", or empty',
  '^[A-Z]{3,5}:[A-Z]{3,5}$': 'must be two currency codes joined by a colon, such as "CLP:CLP"',
}

const FORMATS: Record<string, string> = {
  email: 'must be an email address such as "ana@example.com"',
  uri: 'must be an absolute URL such as "https://example.com/return"',
  'date-time': 'must be a date and time such as "2025-01-31T12:00:00Z"',
  date: 'must be a date such as "2025-01-31"',
  uuid: 'must be a UUID',
}

export function describePattern(pattern: string): string {
  return PATTERNS[pattern] ?? 'has an invalid format'
}

export function describeFormat(format: string): string {
  return FORMATS[format] ?? `must be a valid ${format}`
}
