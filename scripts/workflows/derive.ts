// What a document's workflow declaration (docs/workflow.md) derives for the screens: its status colours and
// its progress steps, as screen fragments (schemas/fragments/<document>-status-tones.json and
// <document>-progress.json, used with `"$use"`), and its entity's status enum. Pure: a declaration in,
// JSON out; outputs.ts says where each goes.
import type { AnyWorkflow } from '../../api/server/core';

type Rec = Record<string, unknown>;

/** The code of each state as screens see it (the wire carries codes as text). */
const text = (code: string | number): string => String(code);
const quoted = (codes: readonly string[]): string => codes.map((c) => `'${c}'`).join(', ');

/** The status colours: stored code -> tone, in declaration order. */
export function statusTones(wf: AnyWorkflow): Record<string, string> {
  return Object.fromEntries(Object.values(wf.decl.states).map((s) => [text(s.code), s.tone]));
}

/** The status enum of the document's entity: every stored code, in declaration order. */
export function statusEnum(wf: AnyWorkflow): string[] {
  return Object.values(wf.decl.states).map((s) => text(s.code));
}

/** The final states split as the progress bar shows them: a success-toned end completes the path
 * (交易完成), any other end leaves it (cancelled, refused: a failed step). */
export function endings(wf: AnyWorkflow): { done: string[]; failed: string[] } {
  const finals = wf.decl.final.map((s) => wf.decl.states[s]!);
  return {
    done: finals.filter((s) => s.tone === 'success').map((s) => text(s.code)),
    failed: finals.filter((s) => s.tone !== 'success').map((s) => text(s.code)),
  };
}

/** `= record.field == 'a'` or `= in(record.field, ['a', 'b'])`. */
const isOneOf = (path: string, codes: readonly string[]): string => (codes.length === 1 ? `= ${path} == '${codes[0]}'` : `= in(${path}, [${quoted(codes)}])`);

/**
 * The detail's progress block (kind steps) from `decl.progress`: the path without `when` is the default
 * `steps`, the others are `paths` tried in order; each step is lit by the codes of its states. `current`,
 * `done`, `failed` and the failed step's label read the status field of the detail's record (`data`).
 * Undefined when the declaration has no progress.
 */
export function progressBlock(wf: AnyWorkflow, statusField: string): Rec | undefined {
  const paths = wf.decl.progress;
  if (!paths?.length) return undefined;
  const fallback = [...paths].reverse().find((p) => p.when === undefined);
  if (!fallback) throw new Error(`${wf.decl.document}: progress needs one path without "when" (the default)`);
  const steps = (p: (typeof paths)[number]) => p.steps.map((s) => ({ label: s.label, values: s.states.map((st) => text(wf.decl.states[st]!.code)) }));
  const status = `data.${statusField}`;
  const { done, failed } = endings(wf);
  const block: Rec = { kind: 'steps', steps: steps(fallback) };
  const others = paths.filter((p) => p.when !== undefined);
  if (others.length) block.paths = others.map((p) => ({ when: p.when, steps: steps(p) }));
  block.current = `= ${status}`;
  if (done.length) block.done = isOneOf(status, done);
  if (failed.length) {
    block.failed = isOneOf(status, failed);
    // The failed step's label: each failed end's own wording (`ended`, else its name), the last as default.
    const labels = wf.decl.final
      .map((s) => wf.decl.states[s]!)
      .filter((s) => failed.includes(text(s.code)))
      .map((s) => ({ code: text(s.code), label: s.ended ?? s.name }));
    const last = labels.pop()!;
    // Each failed end tested in declaration order; the last one needs no test.
    block.failedLabel = `= ${labels.map((l) => `${status} == '${l.code}' ? '${l.label}' : `).join('')}'${last.label}'`;
  }
  return block;
}

/** The stored codes of states, by name, for readers that show codes (the diagram). */
export function stateRows(wf: AnyWorkflow): { key: string; code: string; name: string; tone: string }[] {
  return Object.entries(wf.decl.states).map(([key, s]) => ({ key, code: text(s.code), name: s.name, tone: s.tone }));
}
