// Writes the workflow outputs that changed (scripts/gen-workflows.ts, catalogue:types, docs:format).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { staleOutputs, workflowOutputs } from './outputs';

export function writeWorkflowOutputs(): void {
  const all = workflowOutputs();
  const changed = staleOutputs(all);
  for (const o of changed) {
    mkdirSync(dirname(o.file), { recursive: true });
    writeFileSync(o.file, o.text);
  }
  const docs = [...new Set(all.map((o) => o.from.wf.decl.document))].join(', ');
  console.log(`workflows:gen: ${docs}: ${changed.length ? `wrote ${changed.map((o) => o.file).join(', ')}` : 'up to date'}`);
}
