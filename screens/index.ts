// The hand-written screens, registered by name for kind "component" and for slots (docs/contracts.md
// section 4). Only what exists is registered: the cockpit, map and guide screens come with later issues,
// and the home page's cockpit slot stays empty until then.
import type { ComponentType } from 'react';
import type { ComponentScreenProps } from '../engine';

export const SCREEN_COMPONENTS: Readonly<Record<string, ComponentType<ComponentScreenProps>>> = {};
export { SCREEN_COMPONENT_NAMES } from './names';
