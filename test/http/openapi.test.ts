import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_DOCS } from '../../src/api-docs.js'
import { RAILS } from '../../src/modules/payments/rails/rails.catalogue.js'
import { requiredFields } from '../../src/modules/payments/rails/rails.views.js'
import { DOCUMENT_PATH, renderDocument, renderSdkTypes, SDK_TYPES_PATH } from '../../scripts/openapi.js'
import { buildTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
// The document is JSON read back from the server; the assertions check its shape.
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
let document: Json
const operations: { key: string; operation: Json }[] = []

beforeAll(async () => {
  t = await buildTestApp()
  document = (await t.inject({ method: 'GET', url: '/openapi.json' })).json()
  for (const [path, methods] of Object.entries<Json>(document.paths)) {
    for (const [method, operation] of Object.entries<Json>(methods)) {
      operations.push({ key: `${method.toUpperCase()} ${path}`, operation })
    }
  }
})

describe('the OpenAPI document', () => {
  it('gives every operation an id, a summary, a description and described responses', () => {
    const lacking = operations.flatMap(({ key, operation }) => [
      ...(['operationId', 'summary', 'description'] as const)
        .filter((field) => !operation[field])
        .map((field) => `${key}: no ${field}`),
      ...Object.entries<Json>(operation.responses)
        .filter(([, response]) => !response.description || response.description === 'Default Response')
        .map(([status]) => `${key}: response ${status} undescribed`),
    ])
    expect(lacking).toEqual([])
    const ids = operations.map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every request body an example', () => {
    const withoutExample = operations
      .filter(({ operation }) => operation.requestBody)
      .filter(({ operation }) => operation.requestBody.content['application/json'].example === undefined)
      .map(({ key }) => key)
    expect(withoutExample).toEqual([])
  })

  it('marks as optional only the bodies the server takes absent', () => {
    const optional = operations.filter(({ operation }) => operation.requestBody?.required === false)
    expect(optional.map(({ key }) => key).sort()).toEqual([
      'POST /clients/webhook/test',
      'POST /identities/{id}/accounts/escrow-fee',
    ])
  })

  it('gives examples that satisfy the documented body schema, node unions included', () => {
    // Formats are the server's business (it checks more than JSON Schema can say); shapes are checked here.
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
    ajv.addSchema({ $id: 'document', components: document.components })
    const invalid = operations
      .filter(({ operation }) => operation.requestBody)
      .flatMap(({ key, operation }) => {
        const media = operation.requestBody.content['application/json']
        const schema = JSON.parse(
          JSON.stringify(media.schema).replaceAll('"#/components/', '"document#/components/'),
        )
        const validate = ajv.compile(schema)
        return validate(media.example) ? [] : [`${key}: ${ajv.errorsText(validate.errors)}`]
      })
    expect(invalid).toEqual([])
  })

  it('documents only operations that exist', () => {
    const documented = API_DOCS.flatMap((module) => Object.keys(module.operations))
    expect(documented.filter((key) => !operations.some((o) => o.key === key))).toEqual([])
  })

  it('lists the sandbox first and tags every operation with one of the areas', () => {
    expect(document.servers[0]).toEqual({ url: 'http://localhost:8080/sandbox', description: 'Sandbox' })
    const areas = document.tags.map((tag: { name: string }) => tag.name)
    expect(areas).toContain('Payment links and checkout sessions')
    expect(
      operations.filter(({ operation }) => !areas.includes(operation.tags[0])).map((o) => o.key),
    ).toEqual([])
  })

  it('declares the API key on the operations that need it and the headers where they apply', () => {
    const op = (key: string) => operations.find((o) => o.key === key)!.operation
    expect(op('POST /auth').security).toEqual([{ apiKey: [] }])
    expect(op('POST /identities').security).toEqual([{ bearerAuth: [], apiKey: [] }])
    expect(op('GET /payments').security).toContainEqual({ bearerAuth: [], apiKey: [] })
    const headers = (key: string) => op(key).parameters.map((p: { $ref?: string }) => p.$ref)
    expect(headers('POST /payments')).toEqual(
      expect.arrayContaining([
        '#/components/parameters/IdempotencyKey',
        '#/components/parameters/ServiceApiVersion',
      ]),
    )
    expect(headers('GET /payments')).not.toContain('#/components/parameters/IdempotencyKey')
    expect(headers('POST /auth')).not.toContain('#/components/parameters/IdempotencyKey')
    expect(op('GET /payments/{id}').responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    })
  })

  it("shows the payment nodes as a union over type, each with its rail's required fields", () => {
    const body = operations.find((o) => o.key === 'POST /payments')!.operation.requestBody.content[
      'application/json'
    ].schema
    expect(body.properties.origins.items).toEqual({ $ref: '#/components/schemas/OriginNode' })
    const union = document.components.schemas.DestinationNode
    expect(union.discriminator.propertyName).toBe('type')
    const bank = document.components.schemas.BankAccountDestination
    expect(union.discriminator.mapping.BANK_ACCOUNT).toBe('#/components/schemas/BankAccountDestination')
    // Every required path of the catalogue is required in the schema, level by level.
    const pix = document.components.schemas.PixDestination
    for (const path of requiredFields(RAILS.PIX, 'payOut')) {
      const segments = path.split('.')
      let schema = pix
      for (const segment of segments) {
        expect(schema.required).toContain(segment)
        schema = schema.properties[segment]
      }
    }
    expect(bank.properties.bank.properties.country.enum).toContain('CHL')
    // A saved withdrawal account may stand for the bank fields, which the schema then cannot require.
    expect(bank.required).toContain('bank')
    expect(bank.properties.bank.required).toEqual([])
    expect(bank.properties.bank.properties.withdrawalAccountId.type).toBe('string')
    // So may a sandbox test card's number stand for the card's token.
    const card = document.components.schemas.CardOrigin.properties.card
    expect(card.required).toEqual([])
    expect(Object.keys(card.properties)).toEqual(expect.arrayContaining(['token', 'number', 'pan', 'cvc']))
    expect(document.components.schemas.PixDestination.properties.pix.properties.pixKeyType.enum).toContain(
      'EVP',
    )
  })
})

describe('the committed files', () => {
  it('docs/openapi.json is what `npm run openapi` writes', async () => {
    const fresh = await renderDocument()
    expect(
      readFileSync(DOCUMENT_PATH, 'utf8') === fresh,
      'docs/openapi.json is stale: run npm run openapi',
    ).toBe(true)
    expect(
      readFileSync(SDK_TYPES_PATH, 'utf8') === (await renderSdkTypes(fresh)),
      'sdk types are stale',
    ).toBe(true)
  })
})

describe('the reference page', () => {
  it('serves /docs and its script from this server, with the guides in the document', async () => {
    const page = await t.inject({ method: 'GET', url: '/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toMatch(/(src|href)="https?:\/\//)
    const script = page.body.match(/src="([^"]+)"/)?.[1]
    expect(script).toBeDefined()
    const asset = await t.inject({ method: 'GET', url: new URL(script!, 'http://x/docs/').pathname })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['content-type']).toContain('javascript')
    expect(document.info.description).toContain('# Getting started')
    expect(document.info.description).toContain('# Webhooks')
  })
})
