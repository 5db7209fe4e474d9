// The menu registry: every screen file under schemas/ is a route and a menu entry, its permissions are
// button entries, and schemas/app.json holds the app-level permission keys (docs/contracts.md section 3).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routesOfScreen } from '../../../../engine/validation';

export interface MenuEntry {
  menuId: string;
  menuNm: string;
  menuPath: string;
  parentMenuId: string;
  menuOrderno: number;
  menuType: 'menu' | 'button';
  type: 1 | 2;
  menuSort: number;
  defMenu: 0 | 1;
  belong: string;
  webUrl: string;
  embedWay: string;
  meta: Record<string, unknown>;
}

interface RoutePart {
  name?: string;
  path?: string;
  menuParent?: string;
  order?: number;
  menuId?: string;
  mode?: string;
  meta?: Record<string, unknown>;
}

interface ScreenFile {
  kind?: string;
  route?: RoutePart;
  /** More routes to the same screen (add / edit / view of one form): each a menu entry of its own. */
  aliases?: RoutePart[];
  permissions?: Record<string, string>;
}

/** The screen's route and its aliases (compact ones expanded as the engine expands them), in that order. */
const routesOf = (data: ScreenFile): RoutePart[] => routesOfScreen(data) as RoutePart[];

function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      // Entities, and fragments (what screens build on, engine/schema/compose.ts), are not screens.
      if (name !== 'entities' && name !== 'fragments') out.push(...jsonFiles(full));
    } else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}

const button = (key: string, label: string, parentMenuId: string, order: number): MenuEntry => ({
  menuId: `b_${key}`, menuNm: label, menuPath: key, parentMenuId, menuOrderno: order, menuType: 'button', type: 2,
  menuSort: order, defMenu: 1, belong: '1', webUrl: '', embedWay: '', meta: {},
});

/** Reads the registry from a schemas directory. Throws, naming the file, on a broken or ambiguous entry. */
export function readRegistry(schemasDir: string): MenuEntry[] {
  const screens: { file: string; data: ScreenFile }[] = [];
  for (const file of jsonFiles(schemasDir)) {
    let data: ScreenFile;
    try {
      data = JSON.parse(readFileSync(file, 'utf8')) as ScreenFile;
    } catch (e) {
      throw new Error(`${relative(schemasDir, file)}: not valid JSON (${(e as Error).message})`);
    }
    screens.push({ file: relative(schemasDir, file), data });
  }
  const menuIdOf = new Map<string, string>();
  for (const { file, data } of screens) {
    for (const r of routesOf(data)) {
      const name = r.name;
      if (!name) throw new Error(`${file}: route.name is missing`);
      if (menuIdOf.has(name)) throw new Error(`${file}: route name ${name} is used twice`);
      menuIdOf.set(name, r.menuId ?? `m_${name}`);
    }
  }
  const entries: MenuEntry[] = [];
  for (const { file, data } of screens) {
    let parentForButtons = '0';
    for (const [i, r] of routesOf(data).entries()) {
      const parent = r.menuParent ? menuIdOf.get(r.menuParent) : '0';
      if (!parent) throw new Error(`${file}: menuParent ${r.menuParent} is not a route name`);
      const menuId = menuIdOf.get(r.name!)!;
      const order = r.order ?? 999;
      entries.push({
        menuId, menuNm: String(r.meta?.title ?? r.name), menuPath: r.name!, parentMenuId: parent, menuOrderno: order,
        menuType: 'menu', type: 1, menuSort: order, defMenu: 1, belong: '1', webUrl: '', embedWay: '',
        meta: { ...(r.meta ?? {}), path: r.path ?? '' },
      });
      // Buttons hang under the screen's own route, not under its aliases.
      if (i === 0) parentForButtons = menuId;
    }
    Object.entries(data.permissions ?? {}).forEach(([key, label], i) => entries.push(button(key, label, parentForButtons, i + 1)));
  }
  const seen = new Map<string, string>();
  for (const e of entries) {
    const prev = seen.get(e.menuPath);
    if (prev) throw new Error(`permission key ${e.menuPath} is declared twice (${prev} and ${e.menuId})`);
    seen.set(e.menuPath, e.menuId);
  }
  return entries;
}
