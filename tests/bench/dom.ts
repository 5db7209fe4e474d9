// A DOM for benches run by tsx (outside vitest): happy-dom's window installed as globals, the way
// vitest's happy-dom environment does it. Figures are therefore happy-dom figures; a browser's DOM is
// faster, so budgets met here are met there.
import { Window } from 'happy-dom';

export function installDom(): void {
  if ((globalThis as { __benchDom?: boolean }).__benchDom) return;
  const window = new Window({ url: 'http://localhost/', width: 1920, height: 1080 });
  const g = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in g) continue;
    try {
      const value = (window as unknown as Record<string, unknown>)[key];
      g[key] = typeof value === 'function' && /^[a-z]/.test(key) ? (value as (...a: unknown[]) => unknown).bind(window) : value;
    } catch {
      // Some getters throw outside a browsing context; benches do not need them.
    }
  }
  g.window = window;
  g.document = window.document;
  g.navigator = window.navigator;
  g.IS_REACT_ACT_ENVIRONMENT = true;
  g.__benchDom = true;
}
