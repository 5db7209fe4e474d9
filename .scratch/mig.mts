import { openDatabase, migrate } from '/work/wt/ops/api/server/db';
const db = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/ops_cat' });
console.log(await migrate(db.owner, true));
await db.close();
