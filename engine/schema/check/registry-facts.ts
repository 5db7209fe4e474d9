// Facts gathered from all files before cross-checking: route names, dialog names, permission keys.
import type { CheckError, SchemaFile } from './types';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface RegistryFacts {
  routes: Map<string, { file: string; kind: string; path: string }>;
  dialogs: Map<string, string>;
  /** Permission keys: declared button keys and route names. */
  permissions: Set<string>;
  errors: CheckError[];
}

export function gatherFacts(files: SchemaFile[]): RegistryFacts {
  const facts: RegistryFacts = { routes: new Map(), dialogs: new Map(), permissions: new Set(), errors: [] };
  const paths = new Map<string, string>();
  const declared = new Map<string, string>();
  for (const { file, json } of files) {
    if (!isRec(json)) continue;
    // The route and its aliases: each a route name (and permission key) unique across all files.
    const routes: [unknown, string][] = [[json.route, '/route']];
    if (Array.isArray(json.aliases)) json.aliases.forEach((a, i) => routes.push([a, `/aliases/${i}`]));
    for (const [route, at] of routes) {
      if (!isRec(route) || typeof route.name !== 'string') continue;
      const other = facts.routes.get(route.name);
      if (other) facts.errors.push({ file, pointer: `${at}/name`, message: `route name "${route.name}" is already used by ${other.file}` });
      else facts.routes.set(route.name, { file, kind: String(json.kind), path: String(route.path) });
      if (typeof route.path === 'string') {
        const samePath = paths.get(route.path);
        if (samePath) facts.errors.push({ file, pointer: `${at}/path`, message: `route path "${route.path}" is already used by ${samePath}` });
        else paths.set(route.path, file);
      }
      facts.permissions.add(route.name);
    }
    if ((json.kind === 'dialog' || json.kind === 'drawer') && typeof json.name === 'string') {
      const other = facts.dialogs.get(json.name);
      if (other) facts.errors.push({ file, pointer: '/name', message: `dialog name "${json.name}" is already used by ${other}` });
      else facts.dialogs.set(json.name, file);
    }
    if (isRec(json.permissions)) {
      for (const key of Object.keys(json.permissions)) {
        const other = declared.get(key);
        const pointer = `/permissions/${key}`;
        if (other) facts.errors.push({ file, pointer, message: `permission key "${key}" is already declared by ${other}` });
        else declared.set(key, file);
        facts.permissions.add(key);
      }
    }
  }
  // A button key equal to a route name would make two menu entries with one menuPath.
  for (const [key, file] of declared) {
    const route = facts.routes.get(key);
    if (route) facts.errors.push({ file, pointer: `/permissions/${key}`, message: `permission key "${key}" is also a route name (${route.file})` });
  }
  return facts;
}
