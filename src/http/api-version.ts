import { AppError } from '../shared/errors.js'

export type ApiVersion = 'v1' | 'v2'

/** The header value that selects v2; everything else but `v1` or nothing is refused. */
export const V2_HEADER_VALUE = '24-04-2025'

/** `service-api-version`: absent, empty or `v1` → v1; `24-04-2025` → v2; anything else → 400. */
export function resolveApiVersion(header: string | string[] | undefined): ApiVersion {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? ''
  if (value === '' || value === 'v1') return 'v1'
  if (value === V2_HEADER_VALUE) return 'v2'
  throw new AppError(
    'bad_request',
    `Unsupported service-api-version "${value}"; use v1 or ${V2_HEADER_VALUE}`,
    [{ field: 'service-api-version', issue: `must be v1 or ${V2_HEADER_VALUE}` }],
  )
}

export function versionHeaderValue(version: ApiVersion): string {
  return version === 'v2' ? V2_HEADER_VALUE : 'v1'
}
