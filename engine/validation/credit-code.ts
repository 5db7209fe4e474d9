// Unified social credit code, GB 32100-2015: 18 characters from a 31-character alphabet
// (digits and capitals without I, O, Z, S, V); registration authority, category, 6-digit region
// code, 9-character organisation code and a MOD 31 check character.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(first17[i]!);
    if (value < 0) return '';
    sum += value * WEIGHTS[i]!;
  }
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

export function isCreditCode(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) return false;
  return creditCodeCheckChar(v.slice(0, 17)) === v[17];
}
