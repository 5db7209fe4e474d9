// The captcha picture: digits from a 5x7 bitmap font, each scaled, shifted and sheared at random, on a
// noisy background with crossing lines, encoded as a PNG (core/png.ts).
import { randomInt } from 'node:crypto';
import { encodePng } from '../../core/png';

const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const W = 120;
const H = 40;

export function captchaPng(text: string): Buffer {
  const px = new Uint8Array(W * H).fill(235);
  const set = (x: number, y: number, v: number) => {
    if (x >= 0 && x < W && y >= 0 && y < H) px[y * W + x] = v;
  };
  for (let i = 0; i < 500; i++) set(randomInt(W), randomInt(H), 140 + randomInt(100));
  [...text].forEach((ch, i) => {
    const glyph = FONT[ch] ?? FONT['0']!;
    const scale = 4;
    const ox = 10 + i * 27 + randomInt(6);
    const oy = 3 + randomInt(6);
    const shear = (randomInt(5) - 2) / 10;
    const shade = 20 + randomInt(60);
    glyph.forEach((row, gy) =>
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale - 1; dx++) {
            const y = oy + gy * scale + dy;
            set(Math.round(ox + gx * scale + dx + shear * (y - H / 2)), y, shade);
          }
      }),
    );
  });
  for (let l = 0; l < 3; l++) {
    let y = randomInt(H);
    const slope = (randomInt(7) - 3) / 10;
    for (let x = 0; x < W; x++) set(x, Math.round((y += slope)), 90);
  }
  // Grey pixels as RGB triples for the shared encoder.
  const rgb = new Uint8Array(W * H * 3);
  for (let i = 0; i < px.length; i++) rgb.fill(px[i]!, i * 3, i * 3 + 3);
  return encodePng(W, H, rgb);
}
