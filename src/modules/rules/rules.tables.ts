import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { tenantColumns } from '../../db/tenancy.js'
import {
  RULE_TARGETS,
  RULE_TYPES,
  type AllowedValuesRule,
  type FeeRule,
  type FilterEntry,
} from './rule-set.js'

/** FEE and ALLOWED_VALUES rules set on identities; exactly one of the two rule columns is filled. */
export const rules = pgTable(
  'rules',
  {
    ...tenantColumns(),
    id: text().primaryKey(),
    identityId: text().notNull(),
    type: text({ enum: RULE_TYPES }).notNull(),
    target: text({ enum: RULE_TARGETS }).notNull(),
    overwrites: boolean().notNull(),
    filter: jsonb().$type<FilterEntry[]>(),
    feeRule: jsonb().$type<FeeRule>(),
    allowedValuesRule: jsonb().$type<AllowedValuesRule>(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Deleted rules stay for the history of the fees they charged but no longer apply. */
    deletedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index().on(t.clientId, t.environment, t.createdAt, t.id),
    index().on(t.clientId, t.environment, t.identityId),
    // The service checks all of this with field-level messages; the database refuses any row that slips by.
    check(
      'rules_body_matches_type',
      sql`(${t.type} = 'FEE') = (${t.feeRule} is not null)
        and (${t.type} = 'ALLOWED_VALUES') = (${t.allowedValuesRule} is not null)
        and (${t.type} <> 'FEE' or ${t.target} = 'TRANSACTION')`,
    ),
  ],
)
