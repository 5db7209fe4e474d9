// Small statistics helpers for benches.
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
export const p95 = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!;
};
export const ms = (n: number): string => `${n.toFixed(2)} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
