// Theme switching: styles.css defines the CSS variables for each theme; this sets which one applies.
import { DEFAULT_THEME, THEME_COLORS, type ThemeName } from './constants';

export const isThemeName = (v: unknown): v is ThemeName => typeof v === 'string' && v in THEME_COLORS;

/** Applies a theme to an element (the document root by default) via data-scpr-theme. */
export function applyTheme(name: string | undefined, el: HTMLElement = document.documentElement): ThemeName {
  const theme = isThemeName(name) ? name : DEFAULT_THEME;
  el.dataset.scprTheme = theme;
  return theme;
}
