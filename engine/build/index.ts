// engine/build: Node-only tools (the Vite plugin, file loading, validator code generation).
export { engineSchemas, VALIDATORS_ID, type EngineSchemasOptions } from './vite-plugin';
export { fragmentFiles, fragmentsDirOf, loadSchemaFiles, loadScreenFile, type LoadedSchemas } from './load-files';
export { entityValidatorsCode, collectSchemas, requiresToImports } from './validator-code';
