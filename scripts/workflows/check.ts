// The screens' side of "declared once" (docs/workflow.md), run by schemas:check: what a declared document
// derives is never restated by hand.
//  - status colours: a field or timeline showing a document's status takes the generated colours
//    (`"tones": { "$use": "order-status-tones" }`); colours that differ, or the same map copied by hand,
//    fail;
//  - buttons: where the block's call serves the moves the caller may make (`actions` in its answer), a
//    button that makes one of the document's moves (calls the move's declared call, itself or through the
//    dialog it opens) does not decide by the document's status (`row.status == '10'`) but tests the served
//    moves (`in('agree', row.actions)`); one that navigates, or does something else, may read the status.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckError, SchemaFile } from '../../engine/schema/check';
import { fieldSchema, resolveEntity, walkScreen, type Entities, type EntitySchema } from '../../engine/schema';
import { varsOf, type Logic } from '../../engine/logic';
import { statusTones } from './derive';
import { tonesFragment, type Declared } from './outputs';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const sameMap = (a: Rec, b: Rec) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** A document by its states' code list, with its derived colours. */
interface Doc {
  d: Declared;
  tones: Rec;
  use: string;
}

function docsByCodeList(declared: readonly Declared[]): Map<string, Doc> {
  return new Map(declared.map((d) => [d.wf.decl.codeLists.states, { d, tones: statusTones(d.wf), use: tonesFragment(d.wf) }]));
}

const colourMessage = (doc: Doc, how: string) =>
  `${how} the ${doc.d.wf.decl.title}状态 colours of ${doc.d.source}: write "tones": { "$use": "${doc.use}" } (npm run workflows:gen writes it)`;

/** The catalogue calls that make a document's moves (MoveDecl.call). */
const moveCalls = (doc: Doc): Set<string> => new Set(Object.values(doc.d.wf.decl.moves).flatMap((m) => (m.call ? [m.call] : [])));

/** Reads which document's status an entity field holds (its code list is the document's states). */
function statusReader(entities: Entities, docs: Map<string, Doc>) {
  const cache = new Map<string, EntitySchema | null>();
  const entity = (id: string | undefined): EntitySchema | null => {
    if (!id || !entities[id]) return null;
    if (!cache.has(id)) {
      try {
        cache.set(id, resolveEntity(id, entities));
      } catch {
        cache.set(id, null); // the engine's own checks report it
      }
    }
    return cache.get(id)!;
  };
  const docOf = (id: string | undefined, path: string): Doc | undefined => {
    const ent = entity(id);
    const code = ent ? fieldSchema(ent, path)?.['x-codeType'] : undefined;
    return typeof code === 'string' ? docs.get(code) : undefined;
  };
  return docOf;
}

/** Composed screens: colours on a document's status that are not the declaration's. */
export function checkDerivedTones(files: readonly SchemaFile[], entities: Entities, declared: readonly Declared[]): CheckError[] {
  const docs = docsByCodeList(declared);
  const docOf = statusReader(entities, docs);
  const errors: CheckError[] = [];
  for (const { file, json } of files) {
    const err = (pointer: string, message: string) => errors.push({ file, pointer, message });
    walkScreen(json, (v) => {
      const node = v.node as Rec;
      if ((v.type === 'column' || v.type === 'display' || v.type === 'field' || v.type === 'filter' || v.type === 'subfield') && isRec(node.tones)) {
        const path = v.type === 'subfield' && v.parent ? `${v.parent}.${String(node.field)}` : String(node.field);
        const doc = docOf(v.entity, path);
        if (doc && !sameMap(node.tones, doc.tones)) err(`${v.pointer}/tones`, colourMessage(doc, 'differs from'));
      } else if (v.type === 'block' && node.kind === 'timeline' && typeof node.codeType === 'string' && isRec(node.tones)) {
        const doc = docs.get(node.codeType);
        if (doc && !sameMap(node.tones, doc.tones)) err(`${v.pointer}/tones`, colourMessage(doc, 'differs from'));
      }
    });
  }
  return errors;
}

/** Composed screens: buttons that decide by a document's status although the block's call serves the moves
 * the caller may make (its answer has `actions`). `answers`: each call's record fields (answersOf). */
export function checkDerivedButtons(
  files: readonly SchemaFile[],
  entities: Entities,
  declared: readonly Declared[],
  answers: Readonly<Record<string, readonly string[]>>,
): CheckError[] {
  const docOf = statusReader(entities, docsByCodeList(declared));
  const errors: CheckError[] = [];
  for (const { file, json } of files) {
    const err = (pointer: string, message: string) => errors.push({ file, pointer, message });
    // The call each button makes: its own, or the submit of the dialog it opens (the file's dialogs).
    const dialogs = isRec(json) && isRec(json.dialogs) ? json.dialogs : {};
    const submitOf = (name: unknown): unknown => {
      const d = typeof name === 'string' ? dialogs[name] : undefined;
      return isRec(d) && isRec(d.body) && isRec(d.body.submit) ? d.body.submit.call : undefined;
    };
    const calls = new Map<string, string>();
    walkScreen(json, (v) => {
      if (v.type === 'action' && isRec(v.node)) {
        const made = v.node.call ?? submitOf(v.node.open);
        if (typeof made === 'string') calls.set(v.pointer, made);
      }
      const at = /^(.*\/(?:actions|rowActions|toolbar)\/\d+)\/access\/(?:visible|disabled)$/.exec(v.pointer);
      const made = at ? calls.get(at[1]!) : undefined;
      if (v.type === 'logic' && v.record && made) {
        const { root, entity: id, call } = v.record;
        if (!call || !answers[call]?.includes('actions')) return;
        for (const path of varsOf(v.node as Logic)) {
          const [head, field] = path.split('.');
          const doc = head === root && field ? docOf(id, field) : undefined;
          // Only a button that makes one of the document's moves (its declared call) must follow the served moves.
          if (!doc || !moveCalls(doc).has(made)) continue;
          err(
            v.pointer,
            `decides a button by the ${doc.d.wf.decl.title}状态 (${path}): serve the moves the caller may make with the data (actions, from ${doc.d.source}) and test them, e.g. in('<move>', ${root}.actions)`,
          );
        }
      }
    });
  }
  return errors;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return name === 'entities' ? [] : jsonFiles(full);
      return name.endsWith('.json') ? [full] : [];
    });
}

/** Files as written: a document's colour map copied by hand instead of `$use`d. */
export function checkCopiedTones(dir: string, declared: readonly Declared[]): CheckError[] {
  const docs = [...docsByCodeList(declared).values()];
  const errors: CheckError[] = [];
  for (const file of jsonFiles(dir)) {
    const visit = (node: unknown, pointer: string): void => {
      if (Array.isArray(node)) return node.forEach((x, i) => visit(x, `${pointer}/${i}`));
      if (!isRec(node)) return;
      const tones = node.tones;
      if (isRec(tones) && !('$use' in tones)) {
        const doc = docs.find((d) => sameMap(tones, d.tones));
        if (doc) errors.push({ file: file.split('\\').join('/'), pointer: `${pointer}/tones`, message: colourMessage(doc, 'copies by hand') });
      }
      for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${esc(k)}`);
    };
    visit(JSON.parse(readFileSync(file, 'utf8')) as unknown, '');
  }
  return errors;
}
