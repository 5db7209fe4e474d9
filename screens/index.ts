// The hand-written screens, registered by name for kind "component", for forms' previews and for slots
// (docs/contracts.md section 4). Only what exists is registered: the cockpit, map and guide screens come
// with later issues, and the home page's cockpit slot stays empty until then. Each is to be its own chunk
// (React.lazy over a dynamic import), so no page pays for another's component.
import type { ComponentType } from 'react';
import type { ComponentScreenProps } from '../engine';

export const SCREEN_COMPONENTS: Readonly<Record<string, ComponentType<ComponentScreenProps>>> = {};
export { SCREEN_COMPONENT_NAMES } from './names';
