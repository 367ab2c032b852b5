import { beforeAll, describe, expect, it } from 'vitest'
import { identityChildren } from '../../src/modules/identities/identities.tables.js'
import { createIdentity } from '../helpers/factories.js'
import { tenantOf } from '../helpers/ledger.js'
import { buildTestApp, type ApiCaller, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let api: ApiCaller
beforeAll(async () => {
  t = await buildTestApp()
  api = await t.newClient('sandbox')
})

const ancestorsOf = (id: string, caller: ApiCaller = api) =>
  t.app.services.identities.ancestorsOf(t.database.db, tenantOf(caller), id)

async function link(parentId: string, childId: string) {
  const response = await api.post(`/identities/${parentId}/children`, { children: [childId] })
  if (response.statusCode !== 200) throw new Error(response.body)
}

describe('ancestorsOf', () => {
  it('lists parents, grandparents and further ancestors by level, each at its nearest distance', async () => {
    // top → root → left → child and top → root → right → child.
    const [top, root, left, right, child] = [
      await createIdentity(api),
      await createIdentity(api),
      await createIdentity(api),
      await createIdentity(api),
      await createIdentity(api),
    ].map((i) => i.id) as [string, string, string, string, string]
    await link(top, root)
    await link(root, left)
    await link(root, right)
    await link(left, child)
    await link(right, child)
    // top is also a direct parent of right: two steps from child that way, three through root.
    await link(top, right)

    expect(await ancestorsOf(child)).toEqual([[left, right].sort(), [root, top].sort()])
    expect(await ancestorsOf(left)).toEqual([[root], [top]])
    expect(await ancestorsOf(top)).toEqual([])
  })

  it('stays within the tenant', async () => {
    const parent = await createIdentity(api)
    const child = await createIdentity(api)
    await link(parent.id, child.id)
    expect(await ancestorsOf(child.id)).toEqual([[parent.id]])
    expect(await ancestorsOf(child.id, await t.newClient('sandbox'))).toEqual([])
    expect(await ancestorsOf(child.id, await t.callerFor(api.credentials, 'live'))).toEqual([])
  })

  it('ends on a cycle that concurrent links could leave behind', async () => {
    const [a, b, c] = [await createIdentity(api), await createIdentity(api), await createIdentity(api)]
    await link(a.id, b.id)
    await link(b.id, c.id)
    // The API refuses this link (see identities.test.ts); two racing requests could still write it.
    await t.database.db
      .insert(identityChildren)
      .values({ ...tenantOf(api), parentId: c.id, childId: a.id, createdAt: new Date() })
    expect(await ancestorsOf(c.id)).toEqual([[b.id], [a.id]])
    expect(await ancestorsOf(a.id)).toEqual([[c.id], [b.id]])
  })
})
