// The gzip size of the engine core: engine/index.ts built for the browser (minified, ES module), with
// React external (the app ships it anyway). The form renderer is a lazy chunk of its own (rjsf).
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

export interface SizeReport {
  /** Engine code only: React, TanStack Table, dayjs external. */
  coreOwn: number;
  /** Engine core with the libraries it bundles (dayjs, the format rules); React external. TanStack Table is in the list chunk. */
  coreWithDeps: number;
  /** The lazy chunks a flat form loads: the store, our fields and widgets, the precompiled-validator runtime. */
  formChunk: number;
  /** The further chunk of forms that need rjsf (nested objects, arrays of objects): rjsf core + utils. */
  rjsfChunk: number;
  /** The lazy list chunk: the table, filters, pagination, TanStack Table. */
  listChunk: number;
  files: { name: string; gzip: number; entry: boolean }[];
}

const gz = (code: string) => gzipSync(code, { level: 9 }).length;

async function bundle(external: (id: string) => boolean) {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: 'engine/index.ts', formats: ['es'], fileName: 'engine' },
      rollupOptions: { external },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const outputs = Array.isArray(out) ? out : [out];
  return outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
}

const isReact = (id: string) => /^(react|react-dom)(\/|$)/.test(id);
const isLib = (id: string) => isReact(id) || /^(@tanstack\/|dayjs|ajv-formats|@rjsf\/)/.test(id);

/** The entry and every chunk it imports statically: what loads before any form is shown. */
function staticClosure(chunks: Rolldown.OutputChunk[]): Set<Rolldown.OutputChunk> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const out = new Set<Rolldown.OutputChunk>();
  const visit = (c: Rolldown.OutputChunk | undefined) => {
    if (!c || out.has(c)) return;
    out.add(c);
    c.imports.forEach((n) => visit(byName.get(n)));
  };
  chunks.filter((c) => c.isEntry).forEach(visit);
  return out;
}

export async function measureEngineSize(): Promise<SizeReport> {
  const own = await bundle(isLib);
  const withDeps = await bundle(isReact);
  const core = staticClosure(withDeps);
  const sum = (list: Iterable<Rolldown.OutputChunk>) => [...list].reduce((s, c) => s + gz(c.code), 0);
  // The lazy chunks as a browser loads them, minus the core and minus the run-time compiler (only loaded
  // where no precompiled validators are given, i.e. never in the browser).
  const lazy = withDeps.filter((c) => !core.has(c) && !c.moduleIds.some((m) => m.includes('compile-validator')));
  const has = (c: Rolldown.OutputChunk, part: string) => c.moduleIds.some((m) => m.includes(part));
  const rjsf = lazy.filter((c) => has(c, 'RjsfFields') || (has(c, '@rjsf/') && !has(c, 'FormView')));
  const list = lazy.filter((c) => has(c, 'ListView'));
  return {
    coreOwn: sum(staticClosure(own)),
    coreWithDeps: sum(core),
    formChunk: sum(lazy.filter((c) => !rjsf.includes(c) && !list.includes(c))),
    rjsfChunk: sum(rjsf),
    listChunk: sum(list),
    files: withDeps.map((c) => ({ name: c.fileName, gzip: gz(c.code), entry: core.has(c) })),
  };
}
