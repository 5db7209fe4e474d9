// Leaving the page (logout, reload) goes through this, so tests can watch it instead of navigating away.

export interface PageLocation {
  /** The app's base path, with a trailing slash (vite's base: /scprmall/). */
  base: string;
  replace(url: string): void;
  reload(): void;
}

export const browserLocation = (): PageLocation => ({
  base: import.meta.env.BASE_URL,
  replace: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
});

/** A path of the app (starting with /) as an address under the base. */
export const underBase = (base: string, path: string): string => `${base.replace(/\/$/, '')}${path}`;
