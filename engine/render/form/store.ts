// The form's values and errors, outside React, with a subscription per field. A keystroke writes one
// path and wakes only what listens to that path (its widget, conditions that read it): the other 199
// fields of a 200-field form do not re-render. rjsf still lays the fields out; it is not told about
// keystrokes at all.

export type Path = readonly (string | number)[];
export const pointerOf = (path: Path): string => (path.length ? `/${path.join('/')}` : '');

type Listener = () => void;

function setIn(obj: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const base = (Array.isArray(obj) ? [...obj] : obj && typeof obj === 'object' ? { ...(obj as object) } : typeof head === 'number' ? [] : {}) as Record<string | number, unknown>;
  const next = setIn(base[head], rest, value);
  if (next === undefined && !Array.isArray(base)) delete base[head];
  else base[head] = next;
  return base;
}

function getIn(obj: unknown, path: Path): unknown {
  let cur = obj;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

export class FormStore {
  private values: Record<string, unknown>;
  private errors = new Map<string, string>();
  private listeners = new Map<string, Set<Listener>>();
  private hidden = new Set<string>();
  /** Values beside the form's own (answers of the form's `sources`): read by expressions, never submitted. */
  private side = new Map<string, unknown>();

  constructor(initial: Record<string, unknown> = {}) {
    this.values = initial;
  }

  getValues = (): Record<string, unknown> => this.values;
  get = (path: Path): unknown => getIn(this.values, path);

  /** Writes one value; wakes listeners of that path, of its ancestors and (when an object or array is
   * replaced) of its descendants. A keystroke in a text field touches a handful of keys, not all. */
  set(path: Path, value: unknown): void {
    const before = this.get(path);
    if (Object.is(before, value)) return;
    this.values = setIn(this.values, path, value) as Record<string, unknown>;
    const wake = (pointer: string) => this.listeners.get(`v:${pointer}`)?.forEach((l) => l());
    for (let i = path.length; i >= 0; i--) wake(pointerOf(path.slice(0, i)));
    if ((before && typeof before === 'object') || (value && typeof value === 'object')) {
      const prefix = `v:${pointerOf(path)}/`;
      for (const [key, set] of this.listeners) if (key.startsWith(prefix)) set.forEach((l) => l());
    }
  }

  /** Replaces every value (loading a record, resetting). */
  reset(values: Record<string, unknown>): void {
    this.values = values;
    this.errors.clear();
    this.listeners.forEach((set) => set.forEach((l) => l()));
  }

  errorOf = (pointer: string): string | undefined => this.errors.get(pointer);
  allErrors = (): ReadonlyMap<string, string> => this.errors;

  setError(pointer: string, message: string | undefined): void {
    if (this.errors.get(pointer) === message) return;
    if (message === undefined) this.errors.delete(pointer);
    else this.errors.set(pointer, message);
    this.listeners.get(`e:${pointer}`)?.forEach((l) => l());
  }

  /** Replaces all errors; only fields whose message changed are woken. */
  setErrors(list: readonly { path: string; message: string }[]): void {
    const next = new Map<string, string>();
    for (const e of list) if (!next.has(e.path)) next.set(e.path, e.message);
    const touched = new Set([...this.errors.keys(), ...next.keys()]);
    const before = this.errors;
    this.errors = next;
    for (const k of touched) if (before.get(k) !== next.get(k)) this.listeners.get(`e:${k}`)?.forEach((l) => l());
  }

  setHidden(pointer: string, hidden: boolean): void {
    if (hidden) this.hidden.add(pointer);
    else this.hidden.delete(pointer);
  }
  isHidden = (pointer: string): boolean => this.hidden.has(pointer);
  /** Values without those of hidden fields nested in groups (top-level ones the form leaves out itself). */
  withoutHiddenNested(values: Record<string, unknown>): Record<string, unknown> {
    let out = values;
    for (const pointer of this.hidden) {
      const path = pointer.split('/').slice(1);
      if (path.length > 1 && getIn(out, path) !== undefined) out = setIn(out, path, undefined) as Record<string, unknown>;
    }
    return out;
  }

  getSide = (name: string): unknown => this.side.get(name);
  sides = (): Record<string, unknown> => Object.fromEntries(this.side);

  /** Sets a side value (a source's answer) and wakes what reads it ("x:name"). */
  setSide(name: string, value: unknown): void {
    if (Object.is(this.side.get(name), value)) return;
    this.side.set(name, value);
    this.listeners.get(`x:${name}`)?.forEach((l) => l());
  }

  /** Tells widgets that a submit reached the server (a captcha is spent whatever the answer). */
  submitted(): void {
    this.listeners.get('s:submitted')?.forEach((l) => l());
  }

  /** Subscribes to a value ("v:/a/b"), an error ("e:/a/b"), a side value ("x:name") or submits ("s:submitted"). */
  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }
}
