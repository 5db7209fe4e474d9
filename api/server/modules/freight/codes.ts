// Reference code list of freight charge modes (DOMAIN.md "Freight templates"), written at every start.
import type { CodeLists } from '../../core';
import { CHARGE_MODE_NAMES, CHARGE_MODES } from './charge-modes';

export const freightCodes = {
  FREIGHT_CHARGE_MODE: Object.values(CHARGE_MODES).map((m) => [m, CHARGE_MODE_NAMES[m]] as const),
} satisfies CodeLists;
