// Drizzle's row mapping, exported at run time but left out of its published types: a prepared read answered
// from the read cache maps its rows with it once and hands the same frozen rows to every caller after
// (tenant-read.ts), as Drizzle's own execute() would map them for each.
declare module 'drizzle-orm/utils' {
  export function mapResultRow<T>(columns: unknown[], row: unknown[], joinsNotNullableMap: Record<string, boolean> | undefined): T;
}
export {};
