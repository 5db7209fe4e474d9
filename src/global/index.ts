// src/global: behaviours of spec 1 and 9 that apply to the whole page.
export { installConsoleFilter, parseLevel, type LogLevel } from './console-filter';
export { startDevtoolsCheck, devtoolsLikelyOpen, DEVTOOLS_CHECK_MS } from './devtools';
export { rootFontSize, installFontScale, DESIGN_WIDTH, MIN_WIDTH, BASE_FONT_PX } from './font-scale';
export { themeFromSkin, applyTheme, applySkin, applyFont, customColourOf, THEME_COLOURS, DEFAULT_THEME } from './theme';
export { installClickCooldown, BUTTON_COOLDOWN_MS, COOLDOWN_ATTR } from './click-cooldown';
