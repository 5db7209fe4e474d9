// How a score reads on the product's details: stars as text, the buyer's name masked.
export const starsText = (stars: number): string => '★'.repeat(stars) + '☆'.repeat(5 - stars);

/** 丰收农产品采购有限公司 -> 丰***司; 李农户 -> 李***户; one or two characters -> 匿名买家 style mask. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 2) return `${chars[0] ?? '匿'}***`;
  return `${chars[0]}***${chars.at(-1)}`;
}
