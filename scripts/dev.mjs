// `npm run dev`: the server (API only, on PORT, default 8080) and the Vite dev server (on DEV_PORT,
// default 5173) whose proxy sends /scpr and /sxnmfw to it (vite.config.ts). Open
// http://localhost:5173/scprmall/. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const env = { ...process.env, PORT: process.env.PORT ?? '8080', CLIENT_DIR: process.env.CLIENT_DIR ?? '.no-client' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', process.env.DEV_PORT ?? '5173'], { stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((c) => c.exitCode === null && c.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const c of children) c.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 0;
});
