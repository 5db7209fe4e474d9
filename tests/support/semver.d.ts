// The two functions of semver (npm's own version ranges) that tests/api/install.test.ts uses; the package
// ships no types.
declare module 'semver' {
  export function satisfies(version: string, range: string): boolean;
  export function minVersion(range: string): { version: string } | null;
}
