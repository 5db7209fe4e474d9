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
