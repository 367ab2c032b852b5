import type { ApiDocs } from '../../http/openapi-docs.js'

export const clientsApiDocs: ApiDocs = {
  tag: 'Auth',
  operations: {
    'POST /auth': {
      operationId: 'createToken',
      summary: 'Get an access token',
      description:
        'Exchanges the client id and secret, with the API key in `x-api-key`, for a bearer token (a JWT) ' +
        'valid `expiresIn` seconds in the environment it was asked in: a token from `/sandbox/auth` is ' +
        'refused by live operations and the other way round. There is no refresh token: ask again when ' +
        'it expires (a 401 says it did). Call it from your back end only; the secret and the key must ' +
        'never reach a browser.\n\n' +
        'Errors: 400 when the body is malformed; 401 when the key is missing or the three credentials ' +
        'do not belong together.',
      returns: 'The bearer token, its type (`Bearer`) and its lifetime in seconds.',
      bodyExample: { clientId: 'cl_2f9c1a7e4b', clientSecret: 'cs_live_7d1e0b6a94f3c2e8a5b7' },
      errors: { 401: 'The `x-api-key` is missing, or the key, id and secret do not belong together.' },
    },
  },
}
