// Spec 9: the font scales with the width relative to a design width of 1920, minimum width 800.

export const DESIGN_WIDTH = 1920;
export const MIN_WIDTH = 800;
/** The root font size at the design width: rem keeps its usual meaning on a 1920 screen. */
export const BASE_FONT_PX = 16;

export function rootFontSize(width: number): number {
  const w = Math.max(Number.isFinite(width) ? width : DESIGN_WIDTH, MIN_WIDTH);
  return Math.round((w / DESIGN_WIDTH) * BASE_FONT_PX * 100) / 100;
}

/** Applies now and on every resize; returns stop. */
export function installFontScale(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.document.documentElement.clientWidth || win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  return () => win.removeEventListener('resize', apply);
}
