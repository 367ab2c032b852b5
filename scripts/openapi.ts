import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { connectDatabase } from '../src/db/client.js'
import { systemClock } from '../src/shared/clock.js'

// `npm run openapi`: writes the committed OpenAPI document and the SDK types generated from it.
// test/http/openapi.test.ts fails while either file differs from what this would write.

const ROOT = join(import.meta.dirname, '..')
export const DOCUMENT_PATH = join(ROOT, 'docs/openapi.json')
export const SDK_TYPES_PATH = join(ROOT, 'sdk/src/generated/api.ts')

/** The document as committed: the default configuration's servers, stable key order. */
export async function renderDocument(): Promise<string> {
  const database = await connectDatabase({ dataDir: 'memory://' })
  const config = loadConfig({
    TOKEN_SECRET: 'openapi-document-generation-secret-0123456789',
    DATA_DIR: '/unused',
  })
  const app = await buildApp({ config, database, clock: systemClock })
  try {
    await app.ready()
    return `${JSON.stringify(app.swagger(), null, 2)}\n`
  } finally {
    await app.close()
    await database.close()
  }
}

/** The SDK's `paths`/`components` types, generated from the document text. */
export async function renderSdkTypes(documentText: string): Promise<string> {
  const ast = await openapiTS(documentText, { alphabetize: false, exportType: false })
  return `// Generated from docs/openapi.json by \`npm run openapi\`; do not edit.\n\n${astToString(ast)}`
}

async function main(): Promise<void> {
  const document = await renderDocument()
  writeFileSync(DOCUMENT_PATH, document)
  writeFileSync(SDK_TYPES_PATH, await renderSdkTypes(document))
  process.stdout.write(`wrote ${DOCUMENT_PATH} and ${SDK_TYPES_PATH}\n`)
}

if (process.argv[1] === import.meta.filename) await main()
