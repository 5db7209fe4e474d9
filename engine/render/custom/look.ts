// The look a look-preview pane draws (engine/render/custom/LookPreviewView.tsx), from the pane's values:
// the colour (a theme name of spec 9 or the tenant's own #rrggbb), logo, font, background, system name,
// introduction, and the header's menus in order. Pure, so it is tested without a DOM.
import { THEME_COLORS } from '../../ui/constants';

type Picture = { url?: unknown };
export interface LookValues {
  skin?: unknown;
  logo?: unknown;
  background?: unknown;
  font?: unknown;
  name?: unknown;
  introduction?: unknown;
  menus?: unknown;
  menuOrder?: unknown;
}

export interface Look {
  colour: string;
  logo: string;
  background: string;
  font: string;
  name: string;
  introduction: string;
  menus: string[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** An address, or a list of uploaded pictures: the first one's url. */
const pictureUrl = (v: unknown) => (Array.isArray(v) ? (v.length ? str((v[0] as Picture)?.url) : '') : str(v));

/** A theme name (blue, orange, green) or a #rrggbb colour; anything else: blue (spec 9's default). */
export function colourOf(skin: unknown): string {
  const s = str(skin);
  if (/^#[0-9a-fA-F]{6}$/.test(s)) return s;
  return (THEME_COLORS as Record<string, string>)[s] ?? THEME_COLORS.blue;
}

/** Ticked menus first in the order ticked, the rest as they were (as the header orders them). */
export function orderedMenus(menus: unknown, order: unknown): string[] {
  const all = Array.isArray(menus) ? (menus as { value?: unknown; label?: unknown }[]).map((m) => ({ value: str(m?.value), label: str(m?.label) })) : [];
  const first = Array.isArray(order) ? (order as unknown[]).map(str) : [];
  const rank = (v: string) => (first.includes(v) ? first.indexOf(v) : first.length + all.findIndex((m) => m.value === v));
  return [...all].sort((a, b) => rank(a.value) - rank(b.value)).map((m) => m.label);
}

export function lookOf(v: LookValues): Look {
  return {
    colour: colourOf(v.skin),
    logo: pictureUrl(v.logo),
    background: pictureUrl(v.background),
    font: str(v.font),
    name: str(v.name) || '（未填写系统名称）',
    introduction: str(v.introduction),
    menus: orderedMenus(v.menus, v.menuOrder),
  };
}
