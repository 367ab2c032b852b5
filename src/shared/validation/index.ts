// Input validators: pure functions over strings, shared by the identity, bank-account and rail-node
// checks. Each answers for one value; deciding which field gets which check is the caller's business.
export {
  isValidAbaRouting,
  isValidCbu,
  isValidClabe,
  isValidCnpj,
  isValidCpf,
  isValidCuit,
  isValidCurp,
  isValidNitColombia,
  isValidRfc,
  isValidRucPeru,
  isValidRut,
  isValidUkAccountNumber,
  isValidUkSortCode,
} from './checksums.js'
export { alpha3ToAlpha2, isCountryAlpha3 } from './countries.js'
export { CRYPTO_NETWORKS, isValidCryptoAddress, type CryptoNetwork } from './crypto-addresses.js'
export {
  checkDocument,
  DOCUMENT_TYPES,
  type DocumentTypeDefinition,
  type FieldIssue,
  type IdentityType,
} from './documents.js'
export {
  FORMAT_NAMES,
  isValidFormat,
  isValidPixKey,
  PIX_KEY_TYPES,
  type FormatName,
  type PixKeyType,
} from './formats.js'
export { checkPhone } from './phone.js'
export { isStorableText } from './storable.js'
