// Spec 8: each certification warning shows once at a time: while one is on screen the same text is not
// shown again.

export type Warn = (message: string, durationMs: number) => void;

export function createWarnOnce(show: Warn, durationMs: number): (message: string) => boolean {
  const visible = new Set<string>();
  return (message) => {
    if (visible.has(message)) return false;
    visible.add(message);
    show(message, durationMs);
    setTimeout(() => visible.delete(message), durationMs);
    return true;
  };
}
