// The generic engine's public face. Sub-folders: schema (format, meta-schema, checks), render, access,
// ui, validation (shared with the server).
export * as validation from './validation';
