import type { Direction, NodeType } from '../../../src/modules/payments/rails/rails.types.js'

// One complete, valid node per rail and direction: every required field and a few optional ones,
// with values that pass their check digits. Tests derive their broken variants from these.

export const VALID = {
  clabe: '646180000000000012',
  cbu: '0170099222000006789011',
  cvu: '0000003110000000000014',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  aba: '021000021',
  sortCode: '200415',
  ukAccount: '12345678',
  cpf: '52998224725',
  evp: '7d9f0335-8dcc-4054-9bf9-0c7a1a7d9c1e',
  tron: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  successUrl: 'https://shop.example.com/ok',
  failedUrl: 'https://shop.example.com/failed',
} as const

const person = { firstName: 'Ana', lastName: 'Souza', email: 'ana@example.com' }
const usPerson = { ...person, documentType: 'SSN', documentNumber: '123-45-6789' }
const passportHolder = { ...person, documentType: 'PASSPORT', documentNumber: 'X1234567' }
const usAccount = { routingNumber: VALID.aba, accountNumber: '000123456789', customer: usPerson }
const redirects = { successUrl: VALID.successUrl, failedUrl: VALID.failedUrl }

type Node = Record<string, unknown>

const FIXTURES: Record<NodeType, Partial<Record<Direction, Node>>> = {
  CARD: {
    payIn: {
      type: 'CARD',
      currency: 'USD',
      card: {
        token: 'tok_4f9a2c',
        holder: 'ANA SOUZA',
        scheme: 'VISA',
        type: 'CREDIT',
        mask: '4242',
        country: 'USA',
      },
    },
  },
  CRYPTO: both({
    type: 'CRYPTO',
    currency: 'USDT',
    wallet: { address: VALID.tron, network: 'TRON', token: 'USDT' },
  }),
  ACCOUNT: both({
    type: 'ACCOUNT',
    currency: 'CLP',
    account: { accountNumber: '1743919714051743919010211', type: 'CHECKING', currency: 'CLP' },
  }),
  BANK_ACCOUNT: {
    payOut: {
      type: 'BANK_ACCOUNT',
      currency: 'ARS',
      bank: {
        accountNumber: VALID.cbu,
        bank: 'BANCO_CMF',
        currency: 'ARS',
        accountHolder: 'Ana Souza',
        accountHolderDni: '20123456786',
        country: 'ARG',
        typeAccount: 'SAVINGS',
      },
    },
  },
  PIX: {
    payIn: {
      type: 'PIX',
      currency: 'BRL',
      pix: { customer: { ...person, documentType: 'CPF', documentNumber: VALID.cpf }, ...redirects },
    },
    payOut: { type: 'PIX', currency: 'BRL', pix: { pixKeyType: 'EVP', pixKey: VALID.evp } },
  },
  PCT: {
    payIn: {
      type: 'PCT',
      currency: 'ARS',
      pct: {
        customer: { phoneNumber: '91123456789', phoneNumberPrefix: '+54', email: person.email },
        ...redirects,
      },
    },
  },
  CVU: {
    payIn: { type: 'CVU', currency: 'ARS', cvu: {} },
    payOut: { type: 'CVU', currency: 'ARS', cvu: { code: VALID.cvu, customer: person } },
  },
  ETPAY: {
    payIn: {
      type: 'ETPAY',
      currency: 'CLP',
      etpay: { customer: { firstName: 'Ana', email: person.email }, ...redirects },
    },
  },
  FINTOC: { payIn: { type: 'FINTOC', currency: 'CLP', fintoc: {} } },
  WEBPAY: { payIn: { type: 'WEBPAY', currency: 'CLP', webpay: { customer: person } } },
  SPEI: {
    payIn: { type: 'SPEI', currency: 'MXN', spei: { customer: { firstName: 'Luis', lastName: 'Pérez' } } },
    payOut: {
      type: 'SPEI',
      currency: 'MXN',
      spei: { clabe: VALID.clabe, bankId: '90646', customer: { firstName: 'Luis', lastName: 'Pérez' } },
    },
  },
  PSE: {
    payIn: {
      type: 'PSE',
      currency: 'COP',
      pse: {
        bankId: '1007',
        customer: { ...person, phoneNumber: '3001234567', documentType: 'CC', documentNumber: '1020304050' },
      },
    },
  },
  BANCOLOMBIA: {
    payIn: { type: 'BANCOLOMBIA', currency: 'COP', bancolombia: { customer: { email: person.email } } },
  },
  DAVIVIENDA: {
    payIn: {
      type: 'DAVIVIENDA',
      currency: 'COP',
      davivienda: { bankId: '1051', customer: { email: person.email } },
    },
  },
  DAVIPLATA: both({
    type: 'DAVIPLATA',
    currency: 'COP',
    daviplata: { customer: { email: person.email, documentType: 'CC', documentNumber: '1020304050' } },
  }),
  NEQUI: both({
    type: 'NEQUI',
    currency: 'COP',
    nequi: { customer: { phoneNumber: '3001234567', phoneNumberPrefix: '57', email: person.email } },
  }),
  BREB: {
    payOut: {
      type: 'BREB',
      currency: 'COP',
      breb: { bankId: '1022', accountNumber: '00123456789', accountType: 'SAVINGS', customer: person },
    },
  },
  WOMPI: {
    payIn: {
      type: 'WOMPI',
      currency: 'COP',
      wompi: { redirectUrl: VALID.successUrl, customer: { firstName: 'Ana', email: person.email } },
    },
  },
  LIGO: { payIn: { type: 'LIGO', currency: 'PEN', ligo: { customer: { firstName: 'Ana' } } } },
  SIP: { payIn: { type: 'SIP', currency: 'BOB', sip: { customer: { firstName: 'Ana' } } } },
  ACH: both({
    type: 'ACH',
    currency: 'USD',
    ach: { ...usAccount, accountType: 'CHECKING', accountHolderType: 'INDIVIDUAL' },
  }),
  WIRE: {
    payOut: {
      type: 'WIRE',
      currency: 'USD',
      wire: { swiftCode: 'CHASUS33', accountNumber: '000123456789', customer: passportHolder },
    },
  },
  FEDNOW: both({ type: 'FEDNOW', currency: 'USD', fedNow: usAccount }),
  RTP: { payIn: { type: 'RTP', currency: 'USD', rtp: usAccount } },
  SEPA: {
    payOut: {
      type: 'SEPA',
      currency: 'EUR',
      sepa: { iban: VALID.iban, bic: VALID.bic, customer: passportHolder },
    },
  },
  FPE: {
    payOut: {
      type: 'FPE',
      currency: 'GBP',
      fpe: { accountNumber: VALID.ukAccount, sortCode: VALID.sortCode, customer: person },
    },
  },
  SWIFT: {
    payOut: {
      type: 'SWIFT',
      currency: 'EUR',
      swift: {
        swiftCode: VALID.bic,
        bank: { accountNumber: '0532013000', name: 'COMMERZBANK' },
        customer: passportHolder,
      },
    },
  },
}

function both(node: Node): Record<Direction, Node> {
  return { payIn: node, payOut: node }
}

export function hasFixture(type: NodeType, direction: Direction): boolean {
  return FIXTURES[type][direction] !== undefined
}

/** A fresh deep copy, so a test may break it freely. */
export function validNode(type: NodeType, direction: Direction): Node {
  const node = FIXTURES[type][direction]
  if (node === undefined) throw new Error(`no ${direction} fixture for ${type}`)
  return structuredClone(node)
}

/** The object holding the last segment of a dot path, and that segment. */
function locate(node: Node, path: string): [Node, string] {
  const segments = path.split('.')
  const last = segments.pop() ?? ''
  let holder = node
  for (const segment of segments) holder = holder[segment] as Node
  return [holder, last]
}

export function withoutPath(node: Node, path: string): Node {
  const [holder, last] = locate(node, path)
  Reflect.deleteProperty(holder, last)
  return node
}

export function withPath(node: Node, path: string, value: unknown): Node {
  const [holder, last] = locate(node, path)
  holder[last] = value
  return node
}
