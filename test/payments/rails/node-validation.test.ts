import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateNode } from '../../../src/modules/payments/rails/node-validation.js'
import { NODE_TYPES, RAILS } from '../../../src/modules/payments/rails/rails.catalogue.js'
import type { Direction, NodeRole, NodeType } from '../../../src/modules/payments/rails/rails.types.js'
import { requiredFields } from '../../../src/modules/payments/rails/rails.views.js'
import { hasFixture, VALID, validNode, withoutPath, withPath } from './rails.fixtures.js'

const ROLE_OF: Record<Direction, NodeRole> = { payIn: 'origin', payOut: 'destination' }
const AT: Record<NodeRole, string> = { origin: 'origins[0]', destination: 'destinations[0]' }

const CASES = NODE_TYPES.flatMap((type) =>
  (['payIn', 'payOut'] as const)
    .filter((direction) => RAILS[type][direction] !== undefined)
    .map((direction) => ({ type, direction, role: ROLE_OF[direction], at: AT[ROLE_OF[direction]] })),
)

const fields = (issues: { field: string }[]) => issues.map((issue) => issue.field)

describe('validateNode, per rail and direction', () => {
  it('has a complete fixture for every rail direction of the catalogue', () => {
    const missing = CASES.filter(({ type, direction }) => !hasFixture(type, direction))
    expect(missing).toEqual([])
    expect(CASES.length).toBeGreaterThanOrEqual(NODE_TYPES.length)
  })

  describe.each(CASES)('$type as $role', ({ type, direction, role, at }) => {
    const def = RAILS[type]

    it('accepts a complete node', () => {
      expect(validateNode(validNode(type, direction), role, at)).toEqual([])
    })

    it('requires the rail object under its key', () => {
      const issues = validateNode(withoutPath(validNode(type, direction), def.key), role, at)
      expect(issues).toEqual([{ field: `${at}.${def.key}`, issue: `is required for a ${type} node` }])
    })

    it('reports a currency the rail does not take', () => {
      const issues = validateNode(withPath(validNode(type, direction), 'currency', 'JPY'), role, at)
      expect(fields(issues)).toContain(`${at}.currency`)
    })

    it('reports a second rail object', () => {
      const other = NODE_TYPES.find((candidate) => candidate !== type) as NodeType
      const otherKey = RAILS[other].key
      const issues = validateNode(withPath(validNode(type, direction), otherKey, {}), role, at)
      expect(issues).toEqual([
        {
          field: `${at}.${otherKey}`,
          issue: `belongs to ${other} nodes; a ${type} node carries only ${def.key}`,
        },
      ])
    })

    it('rejects a field the rail does not declare', () => {
      const issues = validateNode(withPath(validNode(type, direction), `${def.key}.nickname`, 'x'), role, at)
      expect(issues).toEqual([{ field: `${at}.${def.key}.nickname`, issue: 'is not a known field' }])
    })
  })
})

const REQUIRED = CASES.flatMap((entry) =>
  requiredFields(RAILS[entry.type], entry.direction).map((path) => ({ ...entry, path })),
)

describe('validateNode, required fields', () => {
  it.each(REQUIRED)(
    '$type as $role: names $path by its full path when removed',
    ({ type, direction, role, at, path }) => {
      const issues = validateNode(withoutPath(validNode(type, direction), path), role, at)
      expect(issues).toEqual([{ field: `${at}.${path}`, issue: 'is required' }])
    },
  )
})

describe('validateNode, direction', () => {
  const oneWay = CASES.filter(
    ({ type }) => RAILS[type].payIn === undefined || RAILS[type].payOut === undefined,
  )

  it.each(oneWay)('refuses $type in the role its rail lacks', ({ type, direction, role }) => {
    const wrongRole: NodeRole = role === 'origin' ? 'destination' : 'origin'
    const issues = validateNode(validNode(type, direction), wrongRole, 'n')
    expect(issues).toHaveLength(1)
    expect(issues[0]?.field).toBe('n.type')
    expect(issues[0]?.issue).toMatch(new RegExp(`^${type} is a (pay-in|payout) rail and cannot be`))
  })

  it('takes CVU, CRYPTO and ACCOUNT both ways and RTP only as a pay-in', () => {
    for (const type of ['CVU', 'CRYPTO', 'ACCOUNT'] as const) {
      expect(validateNode(validNode(type, 'payOut'), 'destination', 'd')).toEqual([])
      expect(validateNode(validNode(type, 'payIn'), 'origin', 'o')).toEqual([])
    }
    expect(fields(validateNode(validNode('RTP', 'payIn'), 'destination', 'd'))).toEqual(['d.type'])
  })
})

describe('validateNode, formats', () => {
  const check = (type: NodeType, direction: Direction, path: string, value: unknown) =>
    validateNode(withPath(validNode(type, direction), path, value), ROLE_OF[direction], 'n')

  it.each([
    ['SPEI', 'payOut', 'spei.clabe', '646180000000000013', 'CLABE check digit'],
    ['SEPA', 'payOut', 'sepa.iban', 'DE89370400440532013001', 'IBAN checksum'],
    ['SEPA', 'payOut', 'sepa.bic', 'cobadeffxxx', 'lower-case BIC'],
    ['SWIFT', 'payOut', 'swift.swiftCode', 'COBADEFF1', 'BIC length'],
    ['ACH', 'payOut', 'ach.routingNumber', '021000022', 'ABA check digit'],
    ['FEDNOW', 'payIn', 'fedNow.routingNumber', '02100002', 'ABA length'],
    ['FPE', 'payOut', 'fpe.sortCode', '20041', 'sort code length'],
    ['FPE', 'payOut', 'fpe.accountNumber', '1234567', 'UK account length'],
    ['CVU', 'payOut', 'cvu.code', '0000003110000000000015', 'CVU check digit'],
    ['PIX', 'payIn', 'pix.customer.documentNumber', '52998224724', 'CPF check digit'],
    ['PCT', 'payIn', 'pct.customer.email', 'ana.example.com', 'email'],
    ['ETPAY', 'payIn', 'etpay.successUrl', 'javascript:alert(1)', 'url scheme'],
    ['PCT', 'payIn', 'pct.customer.phoneNumber', '+54 911', 'digits-only phone'],
    ['CARD', 'payIn', 'card.country', 'US', 'alpha-2 country'],
    ['WIRE', 'payOut', 'wire.iban', 'GB00WEST12345698765432', 'optional IBAN when given'],
  ] as const)('%s %s: refuses %s = %j (%s)', (type, direction, path, value, _reason) => {
    expect(fields(check(type, direction, path, value))).toEqual([`n.${path}`])
  })

  it('checks a PIX key against its key type', () => {
    const pixOut = (pixKeyType: string, pixKey: string) =>
      validateNode(
        { type: 'PIX', currency: 'BRL', pix: { pixKeyType, pixKey } },
        'destination',
        'destinations[0]',
      )
    expect(pixOut('CPF', VALID.cpf)).toEqual([])
    expect(pixOut('EMAIL', 'ana@example.com')).toEqual([])
    expect(pixOut('PHONE', '+5511987654321')).toEqual([])
    expect(pixOut('CPF', 'ana@example.com')).toEqual([
      { field: 'destinations[0].pix.pixKey', issue: 'is not a valid CPF Pix key' },
    ])
    expect(fields(pixOut('EVP', VALID.cpf))).toEqual(['destinations[0].pix.pixKey'])
    expect(fields(pixOut('PHONE', '+5491123456789'))).toEqual(['destinations[0].pix.pixKey'])
    // An unknown key type is reported once, on the key type, not again on the key.
    expect(fields(pixOut('RANDOM', VALID.evp))).toEqual(['destinations[0].pix.pixKeyType'])
  })

  it('checks a crypto address against its network', () => {
    const wallet = (network: string, address: string) =>
      validateNode({ type: 'CRYPTO', currency: 'USDT', wallet: { network, address } }, 'destination', 'd')
    expect(wallet('TRON', VALID.tron)).toEqual([])
    expect(wallet('TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toEqual([
      { field: 'd.wallet.address', issue: 'is not a valid TRON address' },
    ])
    expect(fields(wallet('ETH', VALID.tron))).toEqual(['d.wallet.address'])
    expect(wallet('ETH', '0x52908400098527886E0F7030069857D2E4169EE7')).toEqual([])
    expect(fields(wallet('BTC', VALID.tron))).toEqual(['d.wallet.network'])
  })

  it('requires the network beside a wallet address, which means nothing without it', () => {
    const node = { type: 'CRYPTO', currency: 'USDT', wallet: { address: VALID.tron } }
    expect(validateNode(node, 'origin', 'o')).toEqual([{ field: 'o.wallet.network', issue: 'is required' }])
  })

  it('takes card tokens, never raw card numbers', () => {
    const node = withPath(validNode('CARD', 'payIn'), 'card.pan', '4242424242424242')
    expect(validateNode(node, 'origin', 'o')).toEqual([
      { field: 'o.card.pan', issue: 'is not a known field' },
    ])
  })

  it('checks a document number against its document type', () => {
    expect(fields(check('PSE', 'payIn', 'pse.customer.documentNumber', '12AB34'))).toEqual([
      'n.pse.customer.documentNumber',
    ])
    expect(fields(check('ACH', 'payOut', 'ach.customer.documentNumber', '000-12-3456'))).toEqual([
      'n.ach.customer.documentNumber',
    ])
    const ein = withPath(validNode('ACH', 'payOut'), 'ach.customer.documentType', 'EIN')
    expect(
      fields(validateNode(withPath(ein, 'ach.customer.documentNumber', '12-3456789'), 'destination', 'n')),
    ).toEqual([])
  })

  it('checks a phone number together with its prefix, written with or without +', () => {
    expect(check('PCT', 'payIn', 'pct.customer.phoneNumberPrefix', '54')).toEqual([])
    expect(check('PCT', 'payIn', 'pct.customer.phoneNumber', '123')).toEqual([
      { field: 'n.pct.customer.phoneNumber', issue: 'is not a valid phone number for prefix +54' },
    ])
  })
})

describe('validateNode, value lists', () => {
  it.each([
    ['BANK_ACCOUNT', 'payOut', 'bank.typeAccount', 'CURRENT'],
    ['BREB', 'payOut', 'breb.accountType', 'CURRENT'],
    ['PSE', 'payIn', 'pse.customer.documentType', 'CPF'],
    ['DAVIPLATA', 'payIn', 'daviplata.customer.documentType', 'NIT'],
    ['ACH', 'payIn', 'ach.accountHolderType', 'PERSON'],
    ['CARD', 'payIn', 'card.type', 'CHARGE'],
    ['SPEI', 'payOut', 'spei.bankId', '99999'],
    ['PSE', 'payIn', 'pse.bankId', '90646'],
    ['SEPA', 'payOut', 'sepa.customer.documentType', 'LIBRARY_CARD'],
  ] as const)('%s: %s takes only its listed values', (type, direction, path, value) => {
    const issues = validateNode(withPath(validNode(type, direction), path, value), ROLE_OF[direction], 'n')
    expect(issues).toHaveLength(1)
    expect(issues[0]?.field).toBe(`n.${path}`)
    expect(issues[0]?.issue).toMatch(/^must be one of /)
  })
})

describe('validateNode, fields that must agree', () => {
  it('refuses a SPEI CLABE of another bank than bankId, naming both', () => {
    // 646180000000000012 is an STP CLABE (646); 40012 is BBVA's Banxico code.
    const node = withPath(validNode('SPEI', 'payOut'), 'spei.bankId', '40012')
    expect(validateNode(node, 'destination', 'd')).toEqual([
      { field: 'd.spei.clabe', issue: 'is an account of bank 646, not of bankId 40012' },
    ])
    expect(validateNode(validNode('SPEI', 'payOut'), 'destination', 'd')).toEqual([])
  })
})

describe('validateNode, BANK_ACCOUNT country rules', () => {
  const bank = (changes: Record<string, unknown>, currency = 'ARS') => {
    const node = validNode('BANK_ACCOUNT', 'payOut')
    for (const [path, value] of Object.entries(changes)) withPath(node, path, value)
    return validateNode({ ...node, currency }, 'destination', 'd')
  }

  it('applies the CBU check to Argentine account numbers only', () => {
    expect(fields(bank({ 'bank.accountNumber': '0170099222000006789012' }))).toEqual(['d.bank.accountNumber'])
    const chile = {
      'bank.country': 'CHL',
      'bank.currency': 'CLP',
      'bank.bank': 'BCI',
      'bank.accountNumber': '00012345678',
      'bank.accountHolderDni': '17604011-4',
    }
    expect(bank(chile, 'CLP')).toEqual([])
    expect(fields(bank({ ...chile, 'bank.accountHolderDni': '17604011-5' }, 'CLP'))).toEqual([
      'd.bank.accountHolderDni',
    ])
  })

  it('takes as an account number only what one can hold where the country sets no stricter rule', () => {
    const chile = {
      'bank.country': 'CHL',
      'bank.currency': 'CLP',
      'bank.bank': 'BCI',
      'bank.accountHolderDni': '17604011-4',
    }
    for (const accountNumber of ['not a number', '12', 'x'.repeat(35)]) {
      expect(bank({ ...chile, 'bank.accountNumber': accountNumber }, 'CLP'), accountNumber).toEqual([
        {
          field: 'd.bank.accountNumber',
          issue: 'must be an account number of 4 to 34 letters, digits or hyphens',
        },
      ])
    }
  })

  it('takes bank codes of the account country', () => {
    expect(bank({ 'bank.bank': 'BCI' })).toEqual([
      { field: 'd.bank.bank', issue: expect.stringMatching(/^must be one of BANCO_NACION, /) as string },
    ])
  })

  it('reports a currency the country does not take', () => {
    expect(bank({ 'bank.country': 'CHL', 'bank.bank': 'BCI', 'bank.accountNumber': '1234' })).toEqual([
      { field: 'd.currency', issue: 'BANK_ACCOUNT in CHL takes CLP' },
      { field: 'd.bank.accountHolderDni', issue: expect.stringMatching(/RUT/) as string },
    ])
  })

  it('wants an alpha-3 country it serves', () => {
    expect(bank({ 'bank.country': 'AR' })).toEqual([
      { field: 'd.bank.country', issue: 'must be an ISO 3166-1 alpha-3 country code' },
    ])
    expect(fields(bank({ 'bank.country': 'DEU' }))).toEqual(['d.bank.country'])
  })

  it('keeps the bank currency equal to the node currency', () => {
    expect(bank({ 'bank.currency': 'USD' })).toEqual([
      { field: 'd.bank.currency', issue: 'must equal the node currency ARS' },
    ])
  })
})

describe('validateNode, node shape', () => {
  it('reports a node that is not an object', () => {
    expect(validateNode('PIX', 'origin', 'origins[1]')).toEqual([
      { field: 'origins[1]', issue: 'must be an object' },
    ])
    expect(validateNode([], 'origin', 'origins[1]')).toEqual([
      { field: 'origins[1]', issue: 'must be an object' },
    ])
  })

  it('reports a missing or unknown type', () => {
    expect(validateNode({ currency: 'BRL' }, 'origin', 'o')).toEqual([
      { field: 'o.type', issue: 'is required' },
    ])
    expect(fields(validateNode({ type: 'PAGO_MOVIL', currency: 'VES' }, 'origin', 'o'))).toEqual(['o.type'])
    expect(fields(validateNode({ type: 'pix', currency: 'BRL' }, 'origin', 'o'))).toEqual(['o.type'])
  })

  it('reports a missing currency', () => {
    const node = withoutPath(validNode('PIX', 'payOut'), 'currency')
    expect(validateNode(node, 'destination', 'd')).toEqual([{ field: 'd.currency', issue: 'is required' }])
  })

  it('names each required field under a missing object', () => {
    const node = withoutPath(validNode('SWIFT', 'payOut'), 'swift.bank')
    expect(validateNode(node, 'destination', 'd')).toEqual([
      { field: 'd.swift.bank.accountNumber', issue: 'is required' },
    ])
    const pix = withoutPath(validNode('PIX', 'payIn'), 'pix.customer')
    expect(fields(validateNode(pix, 'origin', 'o'))).toEqual([
      'o.pix.customer.firstName',
      'o.pix.customer.lastName',
      'o.pix.customer.email',
      'o.pix.customer.documentNumber',
    ])
  })

  it('reports wrong value types', () => {
    expect(validateNode(withPath(validNode('PIX', 'payIn'), 'pix.customer', 'Ana'), 'origin', 'o')).toEqual([
      { field: 'o.pix.customer', issue: 'must be an object' },
    ])
    expect(validateNode(withPath(validNode('CARD', 'payIn'), 'card.token', 42), 'origin', 'o')).toEqual([
      { field: 'o.card.token', issue: 'must be a string' },
    ])
    expect(validateNode(withPath(validNode('CARD', 'payIn'), 'card', 'tok'), 'origin', 'o')).toEqual([
      { field: 'o.card', issue: 'must be an object' },
    ])
  })

  it('bounds every text field: a URL to 2,048 characters, any other to 255', () => {
    expect(
      validateNode(withPath(validNode('CARD', 'payIn'), 'card.token', 't'.repeat(256)), 'origin', 'o'),
    ).toEqual([{ field: 'o.card.token', issue: 'must be at most 255 characters long' }])
    expect(
      validateNode(withPath(validNode('CARD', 'payIn'), 'card.token', 't'.repeat(255)), 'origin', 'o'),
    ).toEqual([])
  })

  it('treats blank and null as absent', () => {
    const blank = withPath(validNode('PCT', 'payIn'), 'pct.customer.email', '  ')
    expect(validateNode(blank, 'origin', 'o')).toEqual([
      { field: 'o.pct.customer.email', issue: 'is required' },
    ])
    const optionalNull = withPath(validNode('CARD', 'payIn'), 'card.holder', null)
    expect(validateNode({ ...optionalNull, bank: null }, 'origin', 'o')).toEqual([])
  })

  it('rejects a typo and says which fields the service returns', () => {
    const typo = withPath(validNode('PIX', 'payIn'), 'pix.customer.emial', 'ana@example.com')
    expect(validateNode(typo, 'origin', 'o')).toEqual([
      { field: 'o.pix.customer.emial', issue: 'is not a known field' },
    ])
    const output = withPath(validNode('ETPAY', 'payIn'), 'etpay.url', 'https://pay.example.com')
    expect(validateNode(output, 'origin', 'o')).toEqual([
      { field: 'o.etpay.url', issue: 'is set by the service on the created payment and cannot be sent' },
    ])
  })

  it('finds nothing in inherited object keys', () => {
    const bank = withPath(validNode('BANK_ACCOUNT', 'payOut'), 'bank.country', 'constructor')
    expect(fields(validateNode(bank, 'destination', 'd'))).toEqual(['d.bank.country'])
    const sepa = withPath(validNode('SEPA', 'payOut'), 'sepa.customer.documentType', 'toString')
    expect(fields(validateNode(sepa, 'destination', 'd'))).toEqual(['d.sepa.customer.documentType'])
    expect(fields(validateNode({ type: 'toString', currency: 'USD' }, 'origin', 'o'))).toEqual(['o.type'])
  })

  it('keeps wallet.token and account.currency equal to the node currency', () => {
    const wallet = withPath(validNode('CRYPTO', 'payIn'), 'wallet.token', 'USDC')
    expect(validateNode(wallet, 'origin', 'o')).toEqual([
      { field: 'o.wallet.token', issue: 'must equal the node currency USDT' },
    ])
    const account = withPath(validNode('ACCOUNT', 'payOut'), 'account.currency', 'COP')
    expect(fields(validateNode(account, 'destination', 'd'))).toEqual(['d.account.currency'])
  })

  it('reports every problem of a node at once', () => {
    const node = {
      type: 'SEPA',
      currency: 'USD',
      sepa: { iban: 'DE00', customer: { firstName: 'Ana' } },
      pix: {},
    }
    expect(fields(validateNode(node, 'destination', 'd'))).toEqual([
      'd.currency',
      'd.pix',
      'd.sepa.iban',
      'd.sepa.bic',
      'd.sepa.customer.lastName',
      'd.sepa.customer.email',
      'd.sepa.customer.documentType',
      'd.sepa.customer.documentNumber',
    ])
  })
})

describe('validateNode, robustness', () => {
  it('never throws and keeps every issue under the node path, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('origin' as const, 'destination' as const), (node, role) => {
        for (const issue of validateNode(node, role, 'x')) expect(issue.field.startsWith('x')).toBe(true)
      }),
    )
  })

  it('never throws when any declared field of a valid node holds any JSON value', () => {
    const cases = fc.constantFrom(...CASES).chain((entry) => {
      const spec = RAILS[entry.type][entry.direction]
      const paths = (spec?.fields ?? []).map((field) => `${RAILS[entry.type].key}.${field.path}`)
      return fc.record({ entry: fc.constant(entry), path: fc.constantFrom(...paths), value: fc.jsonValue() })
    })
    fc.assert(
      fc.property(cases, ({ entry, path, value }) => {
        const [head = '', ...rest] = path.split('.')
        const node = validNode(entry.type, entry.direction)
        // Build missing intermediate objects so the value lands at its declared path.
        let holder = node
        for (const segment of [head, ...rest.slice(0, -1)]) {
          if (typeof holder[segment] !== 'object' || holder[segment] === null) holder[segment] = {}
          holder = holder[segment] as Record<string, unknown>
        }
        holder[rest.at(-1) ?? head] = value
        const issues = validateNode(node, entry.role, entry.at)
        for (const issue of issues) expect(issue.field.startsWith(entry.at)).toBe(true)
      }),
    )
  })
})
