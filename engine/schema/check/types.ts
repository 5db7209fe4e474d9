import type { Entities } from '../entity';

/** One problem in one file, at one JSON pointer. */
export interface CheckError {
  /** Path of the file, as given (e.g. "schemas/seller/sale-order.json"). */
  file: string;
  /** JSON pointer inside the file ("" = the whole file). */
  pointer: string;
  message: string;
}

export interface SchemaFile {
  file: string;
  json: unknown;
  /** JSON pointers of the expressions ("= ...") the file was written with (compile.ts): their record
   * paths are checked against the entity and the call's answer. */
  expressions?: readonly string[];
}

/** What the checker is told about the catalogue: injected, so engine/ never imports api/. */
export interface CatalogueFacts {
  keys: Iterable<string>;
  /** The fields of each call's record (a page's records, or the answer), by key: expressions may read them. */
  answers?: Readonly<Record<string, readonly string[]>>;
}

export interface CheckInput {
  files: SchemaFile[];
  entities: Entities;
  catalogue: CatalogueFacts;
  /** Names of hand-written components the app registers; when given, kind "component" is checked. */
  components?: Iterable<string>;
  /** Names of the effects the app provides; when given, `{ "effect": name }` steps are checked. */
  effects?: Iterable<string>;
}

export const formatError = (e: CheckError): string => `${e.file}#${e.pointer} ${e.message}`;
