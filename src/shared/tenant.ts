/** Live and sandbox data never meet: every row, token and query belongs to one environment. */
export const ENVIRONMENTS = ['live', 'sandbox'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

/** Whose data a request may touch: one client (tenant) in one environment. */
export interface Tenant {
  readonly clientId: string
  readonly environment: Environment
}
