// `npm install` on this machine kind prints no warning (issue 29 item 10: content-disposition 3 and cookie 2
// asked for Node 22 and npm printed EBADENGINE for each). npm compares every package it installs with the
// running Node; this compares every package of the lockfile with the running Node and with the oldest
// Node package.json accepts, so a dependency that drops it fails here before a newcomer sees the warning.
import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const wanted = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

/** npm's os/cpu lists: a name, or only exclusions ("!win32"). */
const fits = (list: string[] | undefined, here: string) => !list || list.includes(here) || (list.every((x) => x.startsWith('!')) && !list.includes(`!${here}`));
/** Platform packages npm does not install here (their engines are never checked on this machine). */
const elsewhere = (e: LockEntry) => !fits(e.os, process.platform) || !fits(e.cpu, process.arch);

describe('the lockfile', () => {
  it("asks for no Node newer than package.json's engines (no EBADENGINE on install)", () => {
    const oldest = minVersion(wanted)!.version;
    const refused: string[] = [];
    for (const [path, e] of Object.entries(lock.packages)) {
      const range = e.engines && !Array.isArray(e.engines) ? e.engines.node : undefined;
      if (!path || !range || elsewhere(e)) continue;
      for (const node of [process.version, oldest]) if (!satisfies(node, range)) refused.push(`${path}@${e.version} wants node ${range}, not ${node}`);
    }
    expect(refused).toEqual([]);
  });
});
