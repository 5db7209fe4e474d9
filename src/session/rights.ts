// Pure rules on permission entries (spec 4 and 6).
import { GUARDED_MENU, KEPT_BELONG } from './constants';
import type { PermissionEntry } from './types';

/** Spec 3 and 6: type 2 or menuType button marks an action, not a screen. */
export const isButton = (e: Pick<PermissionEntry, 'type' | 'menuType'>): boolean => String(e.type) === '2' || e.menuType === 'button';

/** Spec 3: defMenu 0 is a custom menu (a web address, no route). */
export const isCustom = (e: Pick<PermissionEntry, 'defMenu'>): boolean => String(e.defMenu) === '0';

/** The server may nest entries under children: flatten, parents first. */
export function flatten(entries: readonly PermissionEntry[]): PermissionEntry[] {
  const out: PermissionEntry[] = [];
  const walk = (list: readonly PermissionEntry[]) => {
    for (const e of list) {
      const { children, ...rest } = e;
      out.push(rest);
      if (children?.length) walk(children);
    }
  };
  walk(entries);
  return out;
}

/**
 * Spec 4 login step and spec 6: keep entries with belong '1'; keep men30100068 only when the disabled
 * list allows menu-wdyj.
 */
export function keptPermissions(entries: readonly PermissionEntry[], disabled: readonly string[]): PermissionEntry[] {
  const wdyjAllowed = !disabled.includes(GUARDED_MENU.feature);
  return flatten(entries).filter(
    (e) => String(e.belong) === KEPT_BELONG && (e.menuId !== GUARDED_MENU.menuId || wdyjAllowed),
  );
}

/** Spec 3: authority list = route names of menu entries; button authority = menu paths of buttons. */
export function rightsOf(perms: readonly PermissionEntry[]): { authority: string[]; buttons: string[] } {
  const authority = new Set<string>();
  const buttons = new Set<string>();
  for (const e of perms) {
    if (!e.menuPath) continue;
    (isButton(e) ? buttons : authority).add(e.menuPath);
  }
  return { authority: [...authority], buttons: [...buttons] };
}

/** Spec 6: a comma string contorValue from the server. */
export const parseDisabledList = (contorValue: unknown): string[] =>
  typeof contorValue === 'string'
    ? contorValue
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
