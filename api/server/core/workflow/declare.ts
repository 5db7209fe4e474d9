// A business document's workflow, declared once (docs/workflow.md): its states (code, name, tone), its
// moves (from, to, who, one wording), the parties that make them, its timed moves and its progress paths.
// Everything else is derived from the declaration: the refusal messages, the moves a party may make now,
// the code lists, the entity enum, the status colours, the progress steps and the state diagram in docs/.
// Pure data and pure functions: the runtime (a move in a transaction) is document.ts.
import { fail } from '../errors';

/** The colours a status may take: the screen format's tones (engine/schema/vocabulary.ts TONES). */
export type Tone = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';
export type Code = string | number;

export interface StateDecl<C extends Code = Code> {
  code: C;
  name: string;
  tone: Tone;
  /** The progress bar's wording when the document ends in this state (卖家已拒绝); default its name. */
  ended?: string;
}

export interface MoveDecl<S extends string = string, R extends string = string> {
  /** The one wording of the move: the refusal (订单状态为“待付款”，不能发货), the history, the code list. */
  name: string;
  from: readonly S[];
  to: readonly S[];
  who: readonly R[];
  /** The catalogue call that makes the move, when a party makes it (documentation and the state diagram). */
  call?: string;
}

/** One progress bar of the detail screen: steps, each lit by the states it covers (none: lit once passed). */
export interface ProgressPath<S extends string = string> {
  /** When this path applies (a screen expression over `data`); the last path without one is the default. */
  when?: string;
  steps: readonly { label: string; states: readonly S[] }[];
}

export interface WorkflowDecl<S extends string, MV extends Moves<S, R>, R extends string, C extends Code> {
  /** The document's name in code ('order') and its Chinese name (订单: "订单状态为…"). */
  document: string;
  title: string;
  /** The parties that make moves, with their Chinese names (只有卖家可以发货). */
  roles: Readonly<Record<R, string>>;
  states: Readonly<Record<S, StateDecl<C>>>;
  initial: NoInfer<S>;
  /** States where the document's life ends (the progress shows them as done or failed). */
  final: readonly NoInfer<S>[];
  moves: MV;
  /** History entries that change no status (create, freeze ...): their one wording. */
  events?: Readonly<Record<string, string>>;
  /** The names of the code lists this declaration is (states and moves: tenant.queryCodeList); the module's
   * codes.ts lists them as stateList() and moveList(). */
  codeLists: { states: string; moves: string };
  progress?: readonly ProgressPath<NoInfer<S>>[];
}

export type Moves<S extends string, R extends string> = Readonly<Record<string, MoveDecl<NoInfer<S>, NoInfer<R>>>>;
/** The move names of a declaration. */
export type MoveOf<MV> = Extract<keyof MV, string>;

export interface Transition<S extends string, M extends string, R extends string> {
  from: S;
  move: M;
  to: readonly S[];
  who: readonly R[];
}

/** The declaration with what is derived from it. */
export class Workflow<S extends string, MV extends Moves<S, R>, R extends string, C extends Code, M extends string = MoveOf<MV>> {
  readonly byCode = new Map<string, S>();
  /** Every (from, move) row of the table, in declaration order. */
  readonly transitions: readonly Transition<S, M, R>[];

  constructor(readonly decl: WorkflowDecl<S, MV, R, C>) {
    for (const [s, st] of Object.entries(decl.states) as [S, StateDecl<C>][]) {
      if (this.byCode.has(String(st.code))) throw new Error(`${decl.document}: state code ${st.code} declared twice`);
      this.byCode.set(String(st.code), s);
    }
    const rows: Transition<S, M, R>[] = [];
    for (const [move, m] of Object.entries(decl.moves) as unknown as [M, MoveDecl<S, R>][]) {
      for (const s of [...m.from, ...m.to]) if (!(s in decl.states)) throw new Error(`${decl.document}.${move}: unknown state ${s}`);
      for (const from of m.from) rows.push({ from, move, to: m.to, who: m.who });
    }
    this.transitions = rows;
  }

  /** The code stored for a state. */
  code<K extends S>(state: K): (typeof this.decl.states)[K]['code'] {
    return this.decl.states[state].code;
  }

  /** The state of a stored code (a number or its text), or undefined for a code the declaration lacks. */
  stateOf(code: Code): S | undefined {
    return this.byCode.get(String(code));
  }

  /** Whether the stored code is one of these states. */
  is(code: Code, ...states: S[]): boolean {
    const s = this.stateOf(code);
    return s !== undefined && states.includes(s);
  }

  /** The state's name for a stored code (the code itself when unknown). */
  nameOf(code: Code): string {
    const s = this.stateOf(code);
    return s ? this.decl.states[s].name : String(code);
  }

  moveName(move: string): string {
    return (this.decl.moves as Record<string, MoveDecl>)[move]?.name ?? this.decl.events?.[move] ?? move;
  }

  /** The row for this move from this stored status, or 409 naming the current state. */
  transition(fromCode: Code, move: M): Transition<S, M, R> {
    const from = this.stateOf(fromCode);
    const row = this.transitions.find((r) => r.from === from && r.move === move);
    if (!row) throw fail('CONFLICT', `${this.decl.title}状态为“${this.nameOf(fromCode)}”，不能${this.moveName(move)}`);
    return row;
  }

  /** The row, checked for the mover's role (403 when the state allows the move but not to them). */
  check(fromCode: Code, move: M, role: R): Transition<S, M, R> {
    const row = this.transition(fromCode, move);
    if (!row.who.includes(role)) throw fail('FORBIDDEN', `只有${row.who.map((r) => this.decl.roles[r]).join('或')}可以${this.moveName(move)}`);
    return row;
  }

  /** The moves `role` may make from this stored status (the buttons a screen shows). */
  allowed(fromCode: Code, role: R): M[] {
    const from = this.stateOf(fromCode);
    return [...new Set(this.transitions.filter((r) => r.from === from && r.who.includes(role)).map((r) => r.move))];
  }

  /** The states a move may start from (a bulk update's WHERE). */
  sources(move: M): readonly S[] {
    return (this.decl.moves as unknown as Record<M, MoveDecl<S, R>>)[move].from;
  }

  /** The stored codes of these states. */
  codes(...states: S[]): C[] {
    return states.map((s) => this.decl.states[s].code);
  }

  /** States reachable from the initial one through the table. */
  reachable(): Set<S> {
    const seen = new Set<S>([this.decl.initial]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of this.transitions) {
        if (!seen.has(r.from)) continue;
        for (const to of r.to) {
          if (seen.has(to)) continue;
          seen.add(to);
          grew = true;
        }
      }
    }
    return seen;
  }

  /** The code list of the states (decl.codeLists.states), in declaration order. */
  stateList(): readonly (readonly [string, string])[] {
    return (Object.values(this.decl.states) as StateDecl<C>[]).map((s) => [String(s.code), s.name] as const);
  }

  /** The code list of the moves and events (decl.codeLists.moves), each with its one wording. */
  moveList(): readonly (readonly [string, string])[] {
    return [
      ...(Object.entries(this.decl.moves) as [string, MoveDecl][]).map(([k, m]) => [k, m.name] as const),
      ...Object.entries(this.decl.events ?? {}).map(([k, name]) => [k, name] as const),
    ];
  }
}

/** Declares a document's workflow; `as const` is not needed (the literal types are kept). */
export function declareWorkflow<const S extends string, const MV extends Moves<S, R>, const R extends string, const C extends Code>(
  decl: WorkflowDecl<S, MV, R, C>,
): Workflow<S, MV, R, C> {
  return new Workflow(decl);
}

/** The states a move may lead to, by name: what its effect may answer. */
export type TargetOf<MV, M extends keyof MV> = MV[M] extends { to: readonly (infer T)[] } ? T : never;
