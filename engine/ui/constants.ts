// Constants of spec sections 1, 8 and 9 that the primitives enforce.

/** Spec 1 and 9: every button is disabled for 1.5 s after a click (double-submit guard). */
export const BUTTON_COOLDOWN_MS = 1500;
/** Spec 8 and 9: error toasts last 2 s; YSCACL00000074 lasts 5 s. */
export const TOAST_MS = 2000;
export const TOAST_LONG_MS = 5000;
export const LONG_TOAST_CODE = 'YSCACL00000074';
/** Spec 9: the three theme colours, blue by default. */
export const THEME_COLORS = { blue: '#007aff', orange: '#f95e5e', green: '#2ab28b' } as const;
export type ThemeName = keyof typeof THEME_COLORS;
export const DEFAULT_THEME: ThemeName = 'blue';
