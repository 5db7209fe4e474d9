// The list kit every module uses: pages (offset for the pager, keyset for deep walks and exports), text
// filters (LIKE escaping), the unique-violation mapping.
export { offsetOf, readPage, type PageArgs, type PageQuery, type PreparedPageQuery } from './paging';
export { keysetAfter, walkKeyset, type KeysetQuery } from './keyset';
export { contains, containsPattern, escapeLike, given } from './text';
export { byShape } from './shapes';
export { isUniqueViolation, uniqueOr } from './unique';
