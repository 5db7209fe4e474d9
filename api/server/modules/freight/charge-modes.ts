// Charge modes of a freight template (DOMAIN.md "Freight templates"; code list FREIGHT_CHARGE_MODE).
export const CHARGE_MODES = { piece: '1', weight: '2', volume: '3' } as const;
export type ChargeMode = (typeof CHARGE_MODES)[keyof typeof CHARGE_MODES];

export const CHARGE_MODE_NAMES: Record<ChargeMode, string> = { '1': '按件数', '2': '按重量', '3': '按体积' };
/** The unit a template's first and extra units are counted in. */
export const CHARGE_UNITS: Record<ChargeMode, string> = { '1': '件', '2': 'kg', '3': 'm³' };
/** How the form and messages name the first and extra units of each mode. */
export const UNIT_LABELS: Record<ChargeMode, { first: string; extra: string }> = {
  '1': { first: '首件', extra: '续件' },
  '2': { first: '首重', extra: '续重' },
  '3': { first: '首体积', extra: '续体积' },
};
