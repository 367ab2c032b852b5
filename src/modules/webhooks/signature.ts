// The signature rules live in the SDK, which receivers install; the service signs with the same code.
export * from '../../../sdk/src/signature.js'
