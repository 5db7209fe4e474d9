// Names of the hand-written screens (ARCHITECTURE.md: cockpit, map, guide), for the schema check and the
// build: a screen file of kind "component" (or a form's preview) may only name one of these. None exists
// yet: the tenant admin's page-settings preview and screen patch editor are engine blocks (look-preview,
// choosers, patch, screen-preview, versions). Slots (the home page's cockpit panel) are optional and not checked.
export const SCREEN_COMPONENT_NAMES: readonly string[] = [];
