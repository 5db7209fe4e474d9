// The tables the order reads and writes: its own (tables.ts) and those of the domains it builds on
// (goods and SKUs of item, enterprises and accounts of user), under one name for the query files.
import * as own from './tables';
import { itemTables } from '../item';
import { userTables } from '../user';

export const t = { ...own, ...itemTables, ...userTables };
