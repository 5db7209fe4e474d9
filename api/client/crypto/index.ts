export { sealPayload, toPem, type SealedPayload } from './rsa';
export { sm4Decrypt, configuredSm4Key } from './sm4';
