import type { Environment, Tenant } from '../shared/tenant.js'
import type { ApiVersion } from './api-version.js'

/** Per-route access rules, declared next to each route (CONTRACT.md "Environments, tenancy, auth"). */
export interface RouteAccess {
  /** `public` routes take no bearer token (only POST /auth). */
  auth?: 'token' | 'public'
  /** The `x-api-key` header must be present (it must always belong to the caller when sent). */
  apiKey?: 'required'
  /** The `User-Agent` header must be present. */
  userAgent?: 'required'
}

declare module 'fastify' {
  interface FastifyRequest {
    environment: Environment
    apiVersion: ApiVersion
    /** Set by authentication; absent only on public routes. */
    tenant: Tenant | undefined
  }
  interface FastifyContextConfig {
    access?: RouteAccess
    /**
     * Errors are a plain `{ message }` instead of the envelope: the notification log's routes,
     * which SPEC.md (Errors §3) keeps outside the envelope.
     */
    plainErrors?: boolean
    /**
     * The route reads its query itself and ignores what it cannot understand (the notification
     * log, SPEC.md rule 4), so the query is not refused on arrival for text the database cannot
     * hold or for broken percent-encoding; the route must keep such text away from the database.
     */
    lenientQuery?: boolean
  }
}

/** The authenticated tenant; routes behind authentication can rely on it. */
export function tenantOf(request: { tenant: Tenant | undefined }): Tenant {
  if (!request.tenant) throw new Error('route used tenantOf() without authentication')
  return request.tenant
}
