// Every file derived from the declared workflows (docs/workflow.md), with the text it must have: for each
// document a module lists in `workflows` (api/server/core/module.ts), its status colours and progress
// steps as screen fragments, the status enum of the entities that carry its code list, and its state
// diagram in docs/diagrams. `npm run workflows:gen` writes them; schemas:check fails while one is stale.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyWorkflow } from '../../api/server/core';
import { modules } from '../../api/server/modules';
import { formatJson } from '../format-json';
import { progressBlock, statusEnum, statusTones } from './derive';
import { diagramMarkdown } from './diagram';

export const FRAGMENTS_DIR = 'schemas/fragments';
export const ENTITIES_DIR = 'schemas/entities';
export const DIAGRAMS_DIR = 'docs/diagrams';

export interface Declared {
  /** The module that lists it (api/server/modules/<module>). */
  module: string;
  /** Where the declaration is written, for messages and the diagram. */
  source: string;
  wf: AnyWorkflow;
}

export interface Output {
  file: string;
  text: string;
  /** Which declaration it comes from, for the stale message. */
  from: Declared;
}

/** The documents every module declares, in module order. */
export function declaredWorkflows(): Declared[] {
  return Object.entries(modules).flatMap(([module, m]) =>
    ((m as { workflows?: readonly AnyWorkflow[] }).workflows ?? []).map((wf) => {
      const file = `api/server/modules/${module}/workflow.ts`;
      return { module, source: existsSync(file) ? file : `api/server/modules/${module}`, wf };
    }),
  );
}

/** The generated fragments' names of a document (what screens `$use`). */
export const tonesFragment = (wf: AnyWorkflow) => `${wf.decl.document}-status-tones`;
export const progressFragment = (wf: AnyWorkflow) => `${wf.decl.document}-progress`;

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every property (at any depth) of an entity schema whose code list is `codeType`, with its name. */
function codedProperties(node: unknown, codeType: string, name = ''): { name: string; schema: Rec }[] {
  if (!isRec(node)) return [];
  const own = node['x-codeType'] === codeType ? [{ name, schema: node }] : [];
  const props = isRec(node.properties) ? Object.entries(node.properties).flatMap(([k, v]) => codedProperties(v, codeType, k)) : [];
  return [...own, ...props, ...codedProperties(node.items, codeType, name)];
}

function entityFiles(): { file: string; json: Rec }[] {
  return readdirSync(ENTITIES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: join(ENTITIES_DIR, f), json: JSON.parse(readFileSync(join(ENTITIES_DIR, f), 'utf8')) as Rec }));
}

/** The document's status field: the property of its entity ($id = document) whose code list is its states'. */
export function statusFieldOf(wf: AnyWorkflow, entities = entityFiles()): string {
  const own = entities.find((e) => e.json.$id === wf.decl.document);
  if (!own) throw new Error(`${wf.decl.document}: no entity with "$id": "${wf.decl.document}" in ${ENTITIES_DIR}`);
  const field = codedProperties(own.json, wf.decl.codeLists.states).find((p) => p.name);
  if (!field) throw new Error(`${own.file}: no property with "x-codeType": "${wf.decl.codeLists.states}" (the ${wf.decl.document} status)`);
  return field.name;
}

export function workflowOutputs(declared = declaredWorkflows()): Output[] {
  const entities = entityFiles();
  const out: Output[] = [];
  for (const from of declared) {
    const { wf } = from;
    const statusField = statusFieldOf(wf, entities);
    out.push({ file: `${FRAGMENTS_DIR}/${tonesFragment(wf)}.json`, text: formatJson(statusTones(wf)), from });
    const progress = progressBlock(wf, statusField);
    if (progress) out.push({ file: `${FRAGMENTS_DIR}/${progressFragment(wf)}.json`, text: formatJson(progress), from });
    out.push({ file: `${DIAGRAMS_DIR}/${wf.decl.document}.md`, text: diagramMarkdown(wf, from.source), from });
  }
  // Entity enums: the document's own status field always; any other property carrying a document's code
  // list only if it has an enum (a filter says the same codes; a reference such as payment.orderStatus or a
  // history row's toStatus stays open).
  for (const e of entities) {
    const json = structuredClone(e.json);
    let touched = false;
    for (const from of declared) {
      const own = json.$id === from.wf.decl.document ? statusFieldOf(from.wf, entities) : undefined;
      for (const p of codedProperties(json, from.wf.decl.codeLists.states)) {
        if (!p.name || !('enum' in p.schema || p.name === own)) continue;
        p.schema.enum = statusEnum(from.wf);
        touched = true;
      }
    }
    if (touched) {
      const from = declared.find((d) => d.wf.decl.document === json.$id) ?? declared[0]!;
      out.push({ file: e.file, text: `${JSON.stringify(json, null, 2)}\n`, from });
    }
  }
  return out;
}

/** The outputs whose file is missing or says something else. */
export function staleOutputs(outputs = workflowOutputs()): Output[] {
  return outputs.filter((o) => !existsSync(o.file) || readFileSync(o.file, 'utf8') !== o.text);
}
