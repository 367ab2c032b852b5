import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../src/db/migrate.js'

interface JournalEntry {
  idx: number
  when: number
  tag: string
}

const folder = migrationsFolder()
const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[]
}

describe('the migrations journal', () => {
  // The migrator applies a migration only when its `when` is later than the last one a database
  // has applied: one out of order would be skipped, silently, on every database already migrated.
  it('orders migrations by a strictly increasing time, in file order', () => {
    const entries = journal.entries
    entries.forEach((entry, index) => expect(entry.idx).toBe(index))
    for (let index = 1; index < entries.length; index += 1) {
      expect(entries[index]!.when, entries[index]!.tag).toBeGreaterThan(entries[index - 1]!.when)
    }
  })

  it('lists every SQL file of the folder, and nothing else', () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''))
      .sort()
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files)
  })
})
