// Names of the hand-written screens (ARCHITECTURE.md: cockpit, map, guide), for the schema check and the
// build: a screen file of kind "component" may only name one of these. None has landed yet; each comes
// with its own issue. Slots (the home page's cockpit panel) are optional and not checked.
export const SCREEN_COMPONENT_NAMES: readonly string[] = [];
