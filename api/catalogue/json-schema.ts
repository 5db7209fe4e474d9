// A loose JSON Schema type: the catalogue and entities are validated by Ajv at start-up and in tests.
export type JSONSchema = {
  $id?: string;
  $ref?: string;
  type?: string | readonly string[];
  title?: string;
  description?: string;
  properties?: Record<string, JSONSchema>;
  required?: readonly string[];
  items?: JSONSchema;
  additionalProperties?: boolean | JSONSchema;
  enum?: readonly unknown[];
  [keyword: string]: unknown;
};
