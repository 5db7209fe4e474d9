// Text filters of lists: a blank filter is no filter; a substring match treats the caller's text literally.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A filter value worth applying: absent and blank strings mean "no filter". */
export const given = (v: string | undefined | null): v is string => typeof v === 'string' && v.trim().length > 0;

/** The text as a LIKE pattern that matches it literally: %, _ and the escape character \ escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive substring match of the caller's text (ILIKE '%text%', the text escaped). */
export function contains(column: SQLWrapper, text: string): SQL {
  return sql`${column} ilike ${containsPattern(text)}`;
}

/** The LIKE pattern contains() uses, as a value (for a prepared read: `ilike ${placeholder('x')}`). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
