export { sealPayload, sealedBody, toPem } from './rsa';
export { sm4Decrypt, configuredSm4Key } from './sm4';
