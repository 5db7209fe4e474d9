// `npm run -s catalogue`: the path catalogue as JSON [{key, method, path, permission}], for looking a call up.
import { catalogue } from '../api/catalogue';

const rows = catalogue.map(({ key, method, path, permission }) => ({ key, method, path, permission }));
process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
