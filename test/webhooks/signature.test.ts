import { describe, expect, it } from 'vitest'
import {
  computeStandardWebhookSignature,
  computeWebhookSignature,
  signWebhookBody,
  verifyStandardWebhook,
  verifyWebhookSignature,
} from '../../src/index.js'
import { plainVerify } from './support.js'

/** The worked example of docs/webhooks.md, byte for byte. */
const SECRET = 'whk-docs-example-secret'
const PAYLOAD = {
  event: 'Transaction.Captured',
  data: {
    transaction: {
      id: '679d26c44a21df7584b38e11',
      purchaseAmount: '1500.00',
      totalAmount: '1530.00',
      externalId: 'order-42',
      currency: 'CLP',
      status: 'CAPTURED',
    },
  },
}
const SIGNED_TEXT =
  '{"event":"Transaction.Captured","data":{"transaction":{"id":"679d26c44a21df7584b38e11","purchaseAmount":"1500.00","totalAmount":"1530.00","externalId":"order-42","currency":"CLP","status":"CAPTURED"}}}'
const DIGEST = 'ed07d996ac85c2f713edbacd30c7a3964e2835ff720b86c41b5f85a636cad984'
const BODY = `${SIGNED_TEXT.slice(0, -1)},"signature":"${DIGEST}"}`

describe('the documented signature rule', () => {
  it('matches the worked example of docs/webhooks.md', () => {
    expect(JSON.stringify(PAYLOAD)).toBe(SIGNED_TEXT)
    expect(computeWebhookSignature(SIGNED_TEXT, SECRET)).toBe(DIGEST)
    expect(signWebhookBody(PAYLOAD, SECRET)).toBe(BODY)
    expect(computeStandardWebhookSignature('679d26c5e1f0a2b3c4d5e6f7', 1771934400, BODY, SECRET)).toBe(
      'v1,z0jrKBYcGHkw/fJVnstcOHbMNxoA2geOeDPfsNVs6EQ=',
    )
  })

  it('verifies the raw body as a string or bytes, with or without the header', () => {
    expect(verifyWebhookSignature(BODY, SECRET)).toBe(true)
    expect(verifyWebhookSignature(Buffer.from(BODY), SECRET, DIGEST)).toBe(true)
    expect(plainVerify(BODY, SECRET)).toBe(true)
  })

  it('rejects a changed byte, another secret, a mismatching header or a re-serialised body', () => {
    expect(verifyWebhookSignature(BODY.replace('1530.00', '1530.01'), SECRET)).toBe(false)
    expect(verifyWebhookSignature(BODY, 'another-secret')).toBe(false)
    expect(verifyWebhookSignature(BODY, SECRET, '0'.repeat(64))).toBe(false)
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(BODY), null, 2), SECRET)).toBe(false)
    expect(verifyWebhookSignature('{}', SECRET)).toBe(false)
  })

  it('checks Standard Webhooks headers within the timestamp tolerance', () => {
    const headers = {
      id: '679d26c5e1f0a2b3c4d5e6f7',
      timestamp: '1771934400',
      signature: 'v1,z0jrKBYcGHkw/fJVnstcOHbMNxoA2geOeDPfsNVs6EQ=',
    }
    const at = new Date(1771934400 * 1000 + 60_000)
    expect(verifyStandardWebhook(headers, BODY, SECRET, { now: at })).toBe(true)
    expect(verifyStandardWebhook(headers, BODY, SECRET, { now: new Date(at.getTime() + 600_000) })).toBe(
      false,
    )
    expect(verifyStandardWebhook(headers, `${BODY} `, SECRET, { now: at })).toBe(false)
  })
})
