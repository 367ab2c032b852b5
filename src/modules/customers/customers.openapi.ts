import { LIST_ERRORS, type ApiDocs } from '../../http/openapi-docs.js'

const customer = 'The customer.'

export const customersApiDocs: ApiDocs = {
  tag: 'Customers',
  operations: {
    'POST /customers': {
      operationId: 'createCustomer',
      summary: 'Create a customer',
      description:
        'Saves a payer to reuse in payment links and checkout sessions. Only `firstName` is required. ' +
        '`phoneNumber` is digits only, with the calling code apart in `phoneNumberPrefix`, and together ' +
        'they must form a valid number; `documentNumber` must be valid for `documentType`; ' +
        '`identityId`, when given, is an identity of this client that owns the payer.\n\n' +
        'Errors: 400 per offending field (an unknown identity included).',
      returns: customer,
      bodyExample: {
        firstName: 'José',
        lastName: 'Müller',
        email: 'jose.muller@example.com',
        phoneNumberPrefix: '+57',
        phoneNumber: '3001234567',
        documentType: 'CED_CIU',
        documentNumber: '1020304050',
      },
    },
    'GET /customers': {
      operationId: 'listCustomers',
      summary: 'List customers',
      description:
        'Lists customers, newest first (`sort=createdAt:asc` for oldest first), filtered by ' +
        'comma-separated `id`, `type` and `identityId`, ' +
        'and by `email` (in any case) or `documentNumber`, each matched whole. ' +
        '`search` (2 to 200 characters after trimming) finds customers by name, email, phone or ' +
        'document, ignoring case and accents; blank means no search. Pages with `limit` (default 50, ' +
        'at most 100) and `next`, or `cursor` in v2.' +
        `${LIST_ERRORS} A non-blank \`search\` shorter than 2 or longer than 200 characters is a 400 too.`,
      returns: 'The pagination object and the page of customers in `results`.',
    },
    'GET /customers/{id}': {
      operationId: 'getCustomer',
      summary: 'Retrieve a customer',
      description: 'Returns one customer. Errors: 404 when the id is unknown or deleted.',
      returns: customer,
    },
    'PATCH /customers/{id}': {
      operationId: 'updateCustomer',
      summary: 'Update a customer',
      description:
        'Changes the fields sent; `null` removes an optional field. The whole customer may be sent ' +
        'back, `id` included, which must then be the id in the path. The rules of creation apply to ' +
        'the result.\n\nErrors: 400 per offending field; 404 when the id is unknown.',
      returns: 'The customer as updated.',
      bodyExample: { email: 'jose@example.org', address: null },
    },
    'DELETE /customers/{id}': {
      operationId: 'deleteCustomer',
      summary: 'Delete a customer',
      description:
        'Deletes the customer; payments and links that used it keep their copy. Errors: 404 when ' +
        'the id is unknown.',
      returns: 'No content.',
    },
  },
}
