// What a call answers, field by field, for the screen checks: an expression in a screen may read a
// record's fields (`= row.status == '10'`), and the record is what the block's call answers (a page's
// records, or the answer itself), which may hold more than the entity (the moves a caller may make ...).
import type { CallDef } from './types';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The top-level fields of a call's record: a page's records' fields, else the answer's own. */
export function answerFields(call: CallDef): string[] {
  const answer = call.response as unknown;
  if (!isRec(answer) || !isRec(answer.properties)) return [];
  const records = answer.properties.records;
  const items = isRec(records) && isRec(records.items) && isRec(records.items.properties) ? records.items.properties : undefined;
  return Object.keys(items ?? answer.properties);
}

/** answerFields of every call, by key (CatalogueFacts.answers of the screen checks). */
export const answersOf = (calls: readonly CallDef[]): Record<string, string[]> => Object.fromEntries(calls.map((c) => [c.key, answerFields(c)]));
