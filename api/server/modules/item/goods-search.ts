// Filters of the goods lists that compare text or look names up in other tables, written so that the list
// filters `items` alone (goods-queries.ts goodsPage pages item ids first, index-only where it can):
// names of other tables become id sets computed once per statement (an InitPlan), and goods text is matched
// on the stored lower-cased `search_text` (migration 0004) with strpos() on the lower-cased input: a literal
// substring search (no pattern, nothing to escape), measured 1.5-2x cheaper than LIKE '%x%' there and about
// 3x cheaper than ILIKE (which lower-cases every row on each call on UTF-8 text). The front's keyword reads
// its candidates from the keyword index first (migration 0006, keywordMatches), so its text test runs on
// those rows only.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import * as t from './tables';
import { userTables } from '../user';

const i = t.items;
/** The seam between name and origin in search_text (U+001F, see migration 0004). */
const SEAM = '\u001f';
/** A value, or a placeholder of a prepared read (goods-lists.ts). */
type Value = string | SQLWrapper;

/** lower() of the input as a scalar subquery: an InitPlan, run once per statement. As a plain `lower($n)` a
 * generic plan of the prepared statement (the server's, after five runs) calls it again on every row
 * (EXPLAIN: about 2x the cost of the keyword filter over the same index tuples); a custom plan folds it. */
const lowered = (text: Value): SQL => sql`(select lower(${text}))`;

/** Goods whose name or origin contains `text`, case-insensitively (as ILIKE '%text%' on either column would). */
const nameOrOriginContains = (text: string): SQL => sql`strpos(${i.searchText}, ${lowered(text)}) > 0`;

const grams = t.itemSearchGrams;

/** Ids of the goods whose name or origin may contain `text`, from the keyword index (migration 0006): for two
 * or more characters, the goods holding every character pair of it; for one character, those with an entry
 * starting with it (a prefix range in C order). A superset only for the pairs (they may lie apart): the
 * caller confirms with strpos. Equality and comparison of text are leakproof, so under RLS these are
 * index conditions, and a search reads a few hundred entries instead of testing every goods row. */
function textCandidates(tntId: string, text: string): SQL {
  const length = [...text].length;
  if (length === 1) {
    return sql`select distinct g.item_id from ${grams} g where g.tnt_id = ${tntId}
      and g.gram >= ${lowered(text)} collate "C" and g.gram < (select lower(${text}) || chr(1114111)) collate "C"`;
  }
  // Two characters are one pair: its entries are the candidates, one per goods row (the key is unique).
  if (length === 2) return sql`select g.item_id from ${grams} g where g.tnt_id = ${tntId} and g.gram = ${lowered(text)}`;
  const pairs = sql`array(select x from scpr_text_grams(lower(${text})) x where length(x) = 2)`;
  return sql`select g.item_id from ${grams} g where g.tnt_id = ${tntId} and g.gram = any(${pairs})
    group by g.item_id having count(*) = cardinality(${pairs})`;
}

/** Goods whose name contains `text`, case-insensitively: its first occurrence starts before the seam. */
export const nameContains = (text: Value): SQL =>
  sql`strpos(${i.searchText}, ${lowered(text)}) between 1 and strpos(${i.searchText}, ${SEAM})`;

/** A LIKE substring pattern with %, _ and \ of the input matched literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Ids of the enterprises whose name matches the ILIKE `pattern` (companies is small: one scan per statement). */
const companyIdsLike = (tntId: Value, pattern: Value): SQL =>
  sql`select c.company_id from ${userTables.companies} c where c.tnt_id = ${tntId} and c.company_nm ilike ${pattern}`;
const companyIdsNamed = (tntId: string, text: string): SQL => companyIdsLike(tntId, `%${likeEscaped(text)}%`);

/** Goods of an enterprise whose name contains `text`. */
export const companyNameContains = (tntId: string, text: string): SQL => sql`${i.companyId} = any(array(${companyIdsNamed(tntId, text)}))`;

/** Goods of an enterprise whose name matches the ILIKE `pattern` (containsPattern of the text: a prepared read's value). */
export const companyNameLike = (tntId: Value, pattern: Value): SQL => sql`${i.companyId} = any(array(${companyIdsLike(tntId, pattern)}))`;

/** Goods in a category of that exact name (names repeat across enterprises: any of them). */
export const categoryNamed = (tntId: Value, name: Value): SQL =>
  sql`${i.categoryId} = any(array(select c.category_id from ${t.itemCategories} c where c.tnt_id = ${tntId} and c.category_nm = ${name}))`;

/** The shopping front's keyword: goods whose name or origin contains it, or whose seller's name does. Both
 * kinds are gathered as one id set first (the keyword index and the seller's goods), so a list reads those
 * rows by key instead of testing the text of every goods row in range, and its total counts them alone. */
export const keywordMatches = (tntId: string, keyword: string): SQL => {
  const sellers = companyNameContains(tntId, keyword);
  // UNION ALL: a row found both ways is listed twice, which `= any()` does not mind (no hashing to dedupe).
  const candidates = sql`${textCandidates(tntId, keyword)}
    union all select x.item_id from ${i} x where x.tnt_id = ${tntId} and x.company_id = any(array(${companyIdsNamed(tntId, keyword)}))`;
  return sql`${i.itemId} = any(array(${candidates})) and (${nameOrOriginContains(keyword)} or ${sellers})`;
};
