// `npm start`: runs the server (demo data is seeded on first start; PORT, DATA_DIR, DATABASE_URL apply).
// The application track adds the client build here later.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
