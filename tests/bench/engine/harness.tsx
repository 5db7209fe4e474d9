// Mounting and driving React the way a browser does, without act(): flushSync makes a render or an
// event's updates commit before it returns, so the time around it is render + commit.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';

export interface Mounted {
  container: HTMLElement;
  root: Root;
  unmount(): void;
}

export function mount(node: ReactNode): { mounted: Mounted; ms: number } {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const t0 = performance.now();
  flushSync(() => root.render(node));
  const ms = performance.now() - t0;
  return {
    ms,
    mounted: {
      container,
      root,
      unmount() {
        flushSync(() => root.unmount());
        container.remove();
      },
    },
  };
}

/** Resolves with the time at which `ready()` first holds after a DOM change in `container`: a
 * MutationObserver fires right after React's commit, so no polling delay enters the figure. */
export function committedWhen(container: HTMLElement, ready: () => boolean, what: string, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (ready()) return resolve(performance.now());
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`bench: timed out waiting for ${what}`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      const at = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

/** Waits (macrotask by macrotask) until `ready()` holds: lazy chunks, data loading. */
export async function until(ready: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const start = performance.now();
  while (!ready()) {
    if (performance.now() - start > timeoutMs) throw new Error(`bench: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 0));
  }
}

const valueSetter = () => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document.createElement('input')), 'value')!.set!;

/** One keystroke: the new text, then React's onChange (an input event), committed synchronously. */
export function type(input: HTMLInputElement, text: string): number {
  const t0 = performance.now();
  flushSync(() => {
    valueSetter().call(input, text);
    input.dispatchEvent(new window.Event('input', { bubbles: true }));
  });
  return performance.now() - t0;
}
