import { LIST_ERRORS, type ApiDocs } from '../../http/openapi-docs.js'

const account = 'The account, with its number, status and balances as decimal strings.'

export const accountsApiDocs: ApiDocs = {
  tag: 'Accounts',
  operations: {
    'POST /accounts': {
      operationId: 'createAccount',
      summary: 'Create an account',
      description:
        'Opens an account on the ledger for an identity, in one currency. It starts `ACTIVE` with a ' +
        'zero balance and a generated `accountNumber`, which payments use to name it. `parentId` nests ' +
        'it under another account of the same identity; `custodyBankAccount` records where the money ' +
        'is held.\n\nErrors: 400 per offending field (an unknown currency or identity included).',
      returns: account,
      bodyExample: { identityId: 'idn_01HV3K8W2Q9ZC4', type: 'CHECKING', currency: 'CLP', name: 'Ana — CLP' },
    },
    'GET /accounts': {
      operationId: 'listAccounts',
      summary: 'List accounts',
      description:
        'Lists accounts, newest first (`sort=createdAt:asc` for oldest first), filtered by owner ' +
        'identity, parent, account number, external id, ' +
        'type, currency, status and creation dates (`DD/MM/YYYY`). Pages with `limit` (default 50, at ' +
        'most 100) and `next`/`offset`, or with `cursor` in v2.' +
        LIST_ERRORS,
      returns: 'The pagination object with the page of accounts in `pagination.results`.',
    },
    'GET /accounts/v2': {
      operationId: 'listIdentityAccounts',
      summary: "List an identity's accounts",
      description:
        "Lists one identity's accounts, filtered by `type`, `currency` and `status`. `identityId` is " +
        'required. `sort` is `createdAt:desc` (the default) or `createdAt:asc`. Pages with `limit` ' +
        '(default 50, at most 100) and `next`/`offset`, or with `cursor` in v2. The answer holds the ' +
        'page in `data` and again in `pagination.results`, as `GET /identities` does.\n\nErrors: 400 ' +
        'without `identityId` or for any other `sort`.',
      returns: 'The page of accounts (`data`) and the pagination object.',
    },
    'POST /identities/{id}/accounts/escrow-fee': {
      operationId: 'ensureEscrowAndFeeAccounts',
      bodyOptional: true,
      summary: 'Open ESCROW and FEE accounts',
      description:
        'Makes sure the identity holds one `ESCROW` and one `FEE` account in every currency it has ' +
        'accounts in, plus the currencies listed in the optional body `{ "currencies": [...] }`. Only ' +
        'missing accounts are opened, so repeating the call changes nothing. The accounts belong to the ' +
        'identity (custody `PLATFORM`) and `GET /accounts?identityId=&type=ESCROW&currency=` finds them; ' +
        "the platform's own ESCROW and FEE accounts, through which payments settle, are not touched." +
        '\n\nErrors: 400 for a value of `currencies` that is not an ISO 4217 code; 404 when the identity ' +
        'is unknown.',
      returns: 'No content.',
      bodyExample: { currencies: ['CLP', 'USD'] },
    },
    'GET /accounts/{id}': {
      operationId: 'getAccount',
      summary: 'Retrieve an account',
      description: 'Finds an account by its id or by its account number. Errors: 404 when neither matches.',
      returns: account,
    },
    'PATCH /accounts/{id}': {
      operationId: 'updateAccount',
      summary: 'Update an account',
      description:
        'Changes `status` (`ACTIVE`, `BLOCKED`, `PENDING`), `name` or `externalId`. A `BLOCKED` ' +
        'account takes part in no new payment until it is active again.\n\nErrors: 400 for an empty ' +
        'body or an unknown status; 404 when the account is unknown; 409 (`info.reason: ' +
        "platform_account`) for a status change of the platform's own ESCROW or FEE account (empty " +
        '`identityId`), which every payment of its currency goes through.',
      returns: 'The account as updated.',
      bodyExample: { status: 'BLOCKED' },
    },
    'GET /balances': {
      tag: 'Balances',
      operationId: 'listBalances',
      summary: 'Balances of an identity',
      description:
        'Totals per currency across the accounts of an identity: the balance, the amount held by ' +
        'authorized payouts and the amount available. Errors: 404 when the identity is unknown.',
      returns: 'The identity id and one entry per currency.',
    },
  },
}
