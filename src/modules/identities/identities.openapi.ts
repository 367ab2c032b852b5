import { LIST_ERRORS, type ApiDocs } from '../../http/openapi-docs.js'

const identity = 'The identity, with its status, bank account, security options and children.'
const strictHeaders =
  'Requires the `x-api-key` and `User-Agent` headers besides the bearer token (a 401 or 400 without them).'

export const identitiesApiDocs: ApiDocs = {
  tag: 'Identities',
  operations: {
    'POST /identities': {
      operationId: 'createIdentity',
      summary: 'Create an identity',
      description:
        'Registers a person (`USER`, the default) or a company (`ORGANIZATION`) that owns accounts and ' +
        `makes payments. ${strictHeaders}\n\n` +
        'Rules: `email` must be an email address; `phone` is E.164 and its country calling code must ' +
        'match `country`; `documentNumber` must be valid for `documentType` (a RUT with its check ' +
        'digit, a CPF, …); a `bankAccount`, when given, needs every field of a bank account; `children` ' +
        'are ids of existing identities of the same client.\n\n' +
        'Errors: 400 listing each offending field; 409 when another identity of the client already has ' +
        'this document number.',
      returns: identity,
      bodyExample: {
        type: 'USER',
        name: 'Ana',
        lastname: 'Pérez',
        email: 'ana@example.com',
        phone: '+56221234567',
        documentType: 'RUT',
        documentNumber: '12345678-5',
        idv: 'idv-001',
        country: 'CHL',
        externalId: 'customer-1842',
      },
      errors: { 409: 'Another identity of this client has the same document number.' },
    },
    'GET /identities': {
      operationId: 'listIdentities',
      summary: 'List identities',
      description:
        "Lists the client's identities, newest first, filtered by `type`, `email`, `documentNumber`, " +
        '`phone`, `country` and `status`. Pages with `limit` (default 50, at most 100) and `next`, or ' +
        'with `cursor` in v2. The answer holds the page in `data` and again in `pagination.results`.' +
        LIST_ERRORS,
      returns: 'The page of identities (`data`) and the pagination object.',
    },
    'GET /identities/{id}': {
      operationId: 'getIdentity',
      summary: 'Retrieve an identity',
      description: 'Returns one identity of the client. Errors: 404 when the id is unknown.',
      returns: identity,
    },
    'PATCH /identities/{id}': {
      operationId: 'updateIdentity',
      summary: 'Update an identity',
      description:
        'Changes the fields sent and leaves the others as they are: name, nickname, lastname, country, ' +
        'securityOptions, children, externalId, bankAccount (`null` removes it), rules, gender, address. ' +
        'Email, phone and document cannot change. The same field rules as creation apply.\n\n' +
        'Errors: 400 per offending field; 404 when the id is unknown.',
      returns: 'The identity as updated.',
      bodyExample: {
        nickname: 'Anita',
        address: { street: 'Av. Providencia', streetNumber: '1208', country: 'CHL', zipcode: '7500000' },
        securityOptions: { twoFactorAuth: true },
      },
    },
    'DELETE /identities/{id}': {
      operationId: 'deleteIdentity',
      summary: 'Delete an identity',
      description:
        'Deletes the identity: it no longer answers reads, lists or links, and its organization ' +
        'document number is free again. Its accounts stay readable for their history but neither send ' +
        'nor receive from then on, for good: a new payment naming one is refused (409, `info.reason: ' +
        'identity_deactivated`) and one created before is stopped at capture or receipt (409, ' +
        '`info.reason: account_inactive`).\n\nErrors: 404 when the id is unknown; 409 (`info.reason: ' +
        'identity_holds_funds`, with the `accountNumbers`) while any of its accounts holds money, ' +
        'reserved or not: move it out first.',
      returns: 'An empty object.',
    },
    'GET /identities/parents/{id}': {
      operationId: 'listIdentityParents',
      summary: 'List parent identities',
      description:
        'The identities the one in the path is linked under as a child (through `children` or ' +
        '`POST /identities/{id}/children`), oldest link first; empty when it has no parent. Errors: 404 ' +
        'when the id is unknown.',
      returns: 'The parent identities, in `data`.',
    },
    'PATCH /identities/{id}/deactivate': {
      operationId: 'deactivateIdentity',
      summary: 'Deactivate an identity',
      description:
        'Sets the status `INACTIVE`: from then on its accounts neither send nor receive. Every account ' +
        'of the identity is frozen in the same step, so a payment already created is stopped at capture ' +
        'or receipt (409, `info.reason: account_inactive`); accounts opened while it is inactive start ' +
        'frozen; a new payment naming one of its accounts, on either side, is refused at creation (409, ' +
        '`info.reason: identity_deactivated`). No body. Deactivating an identity already `INACTIVE` ' +
        'changes nothing and answers 200, so a retry is harmless.\n\nErrors: 404 when the id is unknown.',
      returns: 'The identity, `INACTIVE`.',
    },
    'PATCH /identities/{id}/reactivate': {
      operationId: 'reactivateIdentity',
      summary: 'Reactivate an identity',
      description:
        'Sets a deactivated identity `ACTIVE` again and unfreezes its accounts whose own status is ' +
        '`ACTIVE`; an account `BLOCKED` through `PATCH /accounts/{id}` stays blocked. No body. ' +
        'Reactivating an identity that is not `INACTIVE` changes nothing and answers 200, so a retry is ' +
        'harmless.\n\nErrors: 404 when the id is unknown.',
      returns: 'The identity, `ACTIVE` again.',
    },
    'GET /identities/{id}/withdrawal-accounts': {
      operationId: 'listWithdrawalAccounts',
      summary: 'List withdrawal accounts',
      description:
        'The bank accounts saved for the identity as payout destinations, oldest first. Errors: 404 ' +
        'when the identity is unknown.',
      returns: 'The saved bank accounts, each with its `id` and timestamps, in `withdrawalAccounts`.',
    },
    'POST /identities/{id}/withdrawal-accounts': {
      operationId: 'addWithdrawalAccount',
      summary: 'Save a withdrawal account',
      description:
        'Saves a bank account the identity can be paid out to; the body is a bank account, with the ' +
        'same fields and checks as `bankAccount` on the identity (`country` alpha-3, `currency` ' +
        'ISO 4217). A payment of this identity may then name it as a `BANK_ACCOUNT` destination with ' +
        '`"bank": { "withdrawalAccountId": "<id>" }`: the saved fields take its place before the rail ' +
        'checks them, as if sent, and the payment shows the full bank object. Sending that id together ' +
        "with bank fields, or the id of another identity's account, is a 400 at payment creation." +
        '\n\nErrors: 400 per offending field; 404 when the identity is unknown.',
      returns: 'The saved bank account, with its `id`, `createdAt` and `updatedAt`.',
      bodyExample: {
        accountNumber: '00123456789',
        bank: 'BANCO_CHILE',
        currency: 'CLP',
        typeAccount: 'CHECKING',
        accountHolder: 'Ana Pérez',
        accountHolderDni: '12345678-5',
        country: 'CHL',
        nickname: 'Cuenta corriente',
        externalId: 'payout-account-1',
      },
    },
    'DELETE /identities/{id}/withdrawal-accounts/{accountId}': {
      operationId: 'removeWithdrawalAccount',
      summary: 'Remove a withdrawal account',
      description:
        'Removes a saved withdrawal account; payments already made to it keep the bank details they ' +
        'were made with. Errors: 404 when the identity is unknown or has no account `accountId`.',
      returns: 'No content.',
    },
    'POST /identities/{id}/children': {
      operationId: 'addIdentityChildren',
      summary: 'Link child identities',
      description:
        'Makes the listed identities children of the one in the path: rules set on a parent apply to ' +
        'its children. Errors: 400 naming each child that is unknown, the parent itself, or would make ' +
        'a cycle; 404 when the parent is unknown.',
      returns: 'The parent identity with its children.',
      bodyExample: { children: ['idn_01HV3K8W2Q9ZC4'] },
    },
    'DELETE /identities/{id}/children': {
      operationId: 'removeIdentityChildren',
      summary: 'Unlink child identities',
      description:
        'Removes the listed identities from the children of the one in the path. Errors: 400 naming ' +
        'each id that is not a child; 404 when the parent is unknown.',
      returns: 'The parent identity with its remaining children.',
      bodyExample: { children: ['idn_01HV3K8W2Q9ZC4'] },
    },
    'POST /identities/{id}/permissions': {
      operationId: 'grantIdentityPermissions',
      summary: 'Grant permissions',
      description:
        'Lets the identity in the path operate on behalf of other identities of the same client: each ' +
        `scope names the resource (\`IDENTITY\`), the identity it covers and the permissions. ${strictHeaders}\n\n` +
        'Errors: 400 for an unknown permission or identity in the body; 404 when the identity in the path ' +
        'is unknown.',
      returns: 'An empty object.',
      bodyExample: [
        {
          resource: 'IDENTITY',
          reference: 'idn_01HV3K8W2Q9ZC4',
          permissions: ['identity:read', 'account:read'],
        },
      ],
    },
    'GET /identities/{id}/permissions': {
      operationId: 'listIdentityPermissions',
      summary: 'List permissions',
      description: `The scopes the identity holds over other identities. ${strictHeaders}`,
      returns: 'The scopes.',
    },
    'DELETE /identities/{id}/permissions/{toRemoveId}': {
      operationId: 'revokeIdentityPermission',
      summary: 'Revoke a permission',
      description:
        'Removes what the identity `id` may do over the identity `toRemoveId` (optionally only for one ' +
        `\`resource\`). ${strictHeaders} Errors: 404 when no such permission exists.`,
      returns: 'No content.',
    },
  },
}
