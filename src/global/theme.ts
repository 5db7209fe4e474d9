// Spec 9 theme colours and spec 3/7: the theme comes from the tenant's skin (page parameter TNT_CST_SKIN).
import type { ThemeName } from '../session';

/** Spec 9: blue #007aff (default), orange #f95e5e, green #2ab28b. */
export const THEME_COLOURS: Readonly<Record<ThemeName, string>> = { blue: '#007aff', orange: '#f95e5e', green: '#2ab28b' };
export const DEFAULT_THEME: ThemeName = 'blue';

/** The skin value may name the theme or give its colour; anything else is the default blue. */
export function themeFromSkin(skin: string | null | undefined): ThemeName {
  const v = (skin ?? '').trim().toLowerCase();
  for (const [name, colour] of Object.entries(THEME_COLOURS) as [ThemeName, string][]) {
    if (v === name || v === colour) return name;
  }
  return DEFAULT_THEME;
}

/** Sets --color-primary (src/styles/theme.css) and the engine's theme attribute (engine/ui/styles.css). */
export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--color-primary', THEME_COLOURS[name]);
  root.dataset.theme = name;
  // engine/ui reads its own attribute for the same three colours.
  root.dataset.scprTheme = name;
}

/** Issue 33: a tenant's own colour (#rrggbb as its skin), or null when the skin names one of spec 9's three. */
export function customColourOf(skin: string | null | undefined): string | null {
  const v = (skin ?? '').trim().toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(v)) return null;
  return Object.values(THEME_COLOURS).includes(v) ? null : v;
}

const CUSTOM_PROPS = ['--color-primary', '--scpr-primary', '--scpr-primary-strong', '--scpr-primary-text'] as const;

/** The tenant's skin on the page: one of the three themes, or its own colour over the blue theme's
 * variables (the darker shades for white text and for text on white mixed from it, as the themes' are). */
export function applySkin(skin: string | null | undefined, root: HTMLElement = document.documentElement): ThemeName {
  const name = themeFromSkin(skin);
  const own = customColourOf(skin);
  applyTheme(name, root);
  for (const p of CUSTOM_PROPS) if (p !== '--color-primary') root.style.removeProperty(p);
  if (own) {
    root.style.setProperty('--color-primary', own);
    root.style.setProperty('--scpr-primary', own);
    root.style.setProperty('--scpr-primary-strong', `color-mix(in srgb, ${own} 78%, black)`);
    root.style.setProperty('--scpr-primary-text', `color-mix(in srgb, ${own} 72%, black)`);
    root.dataset.theme = 'custom';
  }
  return name;
}

/** Issue 33: the tenant's font first, the platform's fonts after it. */
export function applyFont(font: string | null | undefined, root: HTMLElement = document.documentElement): void {
  const f = (font ?? '').trim();
  if (f && /^[A-Za-z0-9 \u4e00-\u9fa5-]{1,40}$/.test(f)) root.style.setProperty('--font-family', `'${f}', var(--scpr-font-family)`);
  else root.style.removeProperty('--font-family');
}
