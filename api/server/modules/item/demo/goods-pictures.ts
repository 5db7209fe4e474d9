// Demo goods pictures, drawn in code (no binary assets in the repository): a soft gradient in the
// category's colour with a simple silhouette (a fruit, a grain heap, a tea leaf, a bottle ...), 200x200,
// a few KB each as PNG. Shapes are signed distance functions, so edges come out anti-aliased for free.
import { encodePng } from '../../../core/png';

export type Shape = 'round' | 'egg' | 'grain' | 'leaf' | 'bottle' | 'slab' | 'root' | 'box' | 'slice';
export type Rgb = readonly [number, number, number];
export interface Look {
  shape: Shape;
  colour: Rgb;
}

export const PICTURE_SIZE = 200;
/** A signed distance (negative inside) with, when known, the box outside which it is surely positive:
 * paint() visits only that box, so small parts (a stem, a grain) cost little. */
type Bounds = readonly [number, number, number, number];
type Sdf = ((x: number, y: number) => number) & { bounds?: Bounds };
// Math.hypot is several times slower than this in V8, and paint() calls it for every pixel.
const len = (x: number, y: number): number => Math.sqrt(x * x + y * y);
const bounded = (f: (x: number, y: number) => number, bounds?: Bounds): Sdf => Object.assign(f, bounds ? { bounds } : {});

const circle = (cx: number, cy: number, r: number): Sdf => bounded((x, y) => len(x - cx, y - cy) - r, [cx - r, cy - r, cx + r, cy + r]);
/** Approximate distance to an ellipse (exact enough for a one-pixel edge). */
const ellipse = (cx: number, cy: number, rx: number, ry: number): Sdf =>
  bounded((x, y) => (len((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry), [cx - rx, cy - ry, cx + rx, cy + ry]);
const box = (cx: number, cy: number, hw: number, hh: number, r: number): Sdf => bounded((x, y) => {
  const qx = Math.abs(x - cx) - hw + r;
  const qy = Math.abs(y - cy) - hh + r;
  return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}, [cx - hw, cy - hh, cx + hw, cy + hh]);
const union = (a: Sdf, b: Sdf, c: Sdf): Sdf => bounded((x, y) => Math.min(a(x, y), b(x, y), c(x, y)),
  a.bounds && b.bounds && c.bounds ? [0, 1, 2, 3].map((i) => (i < 2 ? Math.min : Math.max)(a.bounds![i]!, b.bounds![i]!, c.bounds![i]!)) as unknown as Bounds : undefined);
const intersect = (a: Sdf, b: Sdf): Sdf => bounded((x, y) => Math.max(a(x, y), b(x, y)), a.bounds ?? b.bounds);

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const WHITE: Rgb = [255, 255, 255];
const LEAF_GREEN: Rgb = [76, 150, 70];
const DARK = (c: Rgb, k = 0.6): Rgb => mix(c, [30, 30, 30], 1 - k);

class Canvas {
  readonly px = new Float32Array(PICTURE_SIZE * PICTURE_SIZE * 3);
  /** The square that paint() visits (a shape's bounds): most of the picture is never evaluated. */
  clip = { x0: 0, y0: 0, x1: PICTURE_SIZE, y1: PICTURE_SIZE };

  /** Paints colour where the sdf is inside; `lit` shades it from a light at the upper left of (lx, ly):
   * towards white near the light, towards a darker tone at the far side. Plain numbers in the loop (no
   * arrays per pixel): this runs for every pixel of every shape. */
  paint(sdf: Sdf, colour: Rgb, opacity = 1, lit?: { lx: number; ly: number; r: number }): void {
    const { x0, y0, x1, y1 } = this.clip;
    const [cr, cg, cb] = colour;
    const [dr, dg, db] = DARK(colour);
    const px = this.px;
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(PICTURE_SIZE, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(PICTURE_SIZE, Math.ceil(x1)); x++) {
        const d0 = 0.5 - sdf(x + 0.5, y + 0.5);
        if (d0 <= 0) continue;
        const cover = (d0 < 1 ? d0 : 1) * opacity;
        let r = cr;
        let g = cg;
        let b = cb;
        if (lit) {
          const d = Math.min(1, len(x - lit.lx, y - lit.ly) / lit.r);
          if (d < 0.5) {
            const k = 0.55 + d * 0.9; // white -> colour
            r = 255 + (cr - 255) * k;
            g = 255 + (cg - 255) * k;
            b = 255 + (cb - 255) * k;
          } else {
            const k = (d - 0.5) * 0.9; // colour -> darker
            r = cr + (dr - cr) * k;
            g = cg + (dg - cg) * k;
            b = cb + (db - cb) * k;
          }
        }
        const i = (y * PICTURE_SIZE + x) * 3;
        const keep = 1 - cover;
        px[i] = px[i]! * keep + r * cover;
        px[i + 1] = px[i + 1]! * keep + g * cover;
        px[i + 2] = px[i + 2]! * keep + b * cover;
      }
    }
  }

  background(colour: Rgb): void {
    for (let y = 0; y < PICTURE_SIZE; y++) {
      const [r, g, b] = mix(WHITE, colour, 0.12 + (0.3 * y) / PICTURE_SIZE);
      for (let i = y * PICTURE_SIZE * 3; i < (y + 1) * PICTURE_SIZE * 3; i += 3) {
        this.px[i] = r;
        this.px[i + 1] = g;
        this.px[i + 2] = b;
      }
    }
  }

  shadow(cx: number, cy: number, rx: number): void {
    const edge = ellipse(cx, cy, rx, rx * 0.18);
    this.clip = { x0: cx - rx - 20, y0: cy - rx * 0.18 - 20, x1: cx + rx + 20, y1: cy + rx * 0.18 + 20 };
    this.paint((x, y) => edge(x, y) / 6, [120, 110, 100], 0.35);
  }

  toPng(): Buffer {
    const bytes = new Uint8Array(this.px.length);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(this.px[i]!);
    return encodePng(PICTURE_SIZE, PICTURE_SIZE, bytes);
  }
}

/** One silhouette of size s centred on (cx, cy). */
function drawShape(cv: Canvas, shape: Shape, colour: Rgb, cx: number, cy: number, s: number): void {
  const lit = { lx: cx - s * 0.35, ly: cy - s * 0.4, r: s * 1.6 };
  cv.clip = { x0: cx - s * 1.25, y0: cy - s * 1.25, x1: cx + s * 1.25, y1: cy + s * 1.25 };
  switch (shape) {
    case 'round':
      cv.paint(box(cx + s * 0.05, cy - s * 1.02, s * 0.05, s * 0.16, s * 0.04), [110, 80, 50]);
      cv.paint(circle(cx, cy, s), colour, 1, lit);
      cv.paint(ellipse(cx + s * 0.32, cy - s * 1.05, s * 0.28, s * 0.12), LEAF_GREEN);
      break;
    case 'egg':
      cv.paint(ellipse(cx, cy, s * 0.74, s), colour, 1, lit);
      break;
    case 'grain': {
      const heap = ellipse(cx, cy + s * 0.35, s * 1.1, s * 0.65);
      cv.paint(intersect(heap, (x, y) => y - (cy + s * 0.55)), DARK(colour, 0.85));
      cv.paint(heap, colour, 1, lit);
      for (let i = 0; i < 9; i++) {
        const gx = cx + (i - 4) * s * 0.2;
        const gy = cy + s * 0.1 + Math.abs(i - 4) * s * 0.08;
        cv.paint(ellipse(gx, gy, s * 0.1, s * 0.06), mix(colour, WHITE, 0.5));
      }
      break;
    }
    case 'leaf': {
      const blade = intersect(circle(cx - s * 0.55, cy, s * 1.15), circle(cx + s * 0.55, cy, s * 1.15));
      cv.paint(blade, colour, 1, lit);
      cv.paint(box(cx, cy, s * 0.025, s * 0.75, s * 0.02), DARK(colour, 0.7));
      break;
    }
    case 'bottle':
      cv.paint(box(cx, cy + s * 0.25, s * 0.5, s * 0.8, s * 0.18), colour, 1, lit);
      cv.paint(box(cx, cy - s * 0.72, s * 0.2, s * 0.25, s * 0.06), mix(colour, WHITE, 0.35));
      cv.paint(box(cx, cy - s * 1.0, s * 0.23, s * 0.09, s * 0.03), [200, 60, 50]);
      cv.paint(box(cx, cy + s * 0.3, s * 0.5, s * 0.25, 0), WHITE, 0.85);
      break;
    case 'slab':
      cv.paint(box(cx, cy, s * 1.0, s * 0.6, s * 0.3), colour, 1, lit);
      cv.paint(ellipse(cx - s * 0.2, cy - s * 0.05, s * 0.55, s * 0.12), mix(colour, WHITE, 0.7));
      break;
    case 'root':
      cv.paint(union(ellipse(cx - s * 0.35, cy + s * 0.1, s * 0.2, s * 0.85), ellipse(cx + s * 0.35, cy + s * 0.15, s * 0.18, s * 0.8), ellipse(cx, cy - s * 0.05, s * 0.28, s * 0.95)), colour, 1, lit);
      cv.paint(ellipse(cx, cy - s * 0.95, s * 0.5, s * 0.14), LEAF_GREEN);
      break;
    case 'box':
      cv.paint(box(cx, cy, s * 0.95, s * 0.75, s * 0.08), colour, 1, lit);
      cv.paint(box(cx, cy - s * 0.15, s * 0.95, s * 0.14, 0), mix(colour, WHITE, 0.6));
      cv.paint(box(cx, cy + s * 0.35, s * 0.4, s * 0.14, s * 0.05), WHITE, 0.9);
      break;
    case 'slice':
      cv.paint(circle(cx, cy, s), DARK(colour, 0.8));
      cv.paint(circle(cx, cy, s * 0.85), mix(colour, WHITE, 0.45), 1, lit);
      cv.paint(circle(cx, cy, s * 0.25), colour);
      break;
  }
}

/** A picture: variant 0 one large silhouette, 1 a group of three, 2 one silhouette on a label card. */
export function drawPicture(look: Look, variant: number): Buffer {
  const cv = new Canvas();
  cv.background(look.colour);
  const v = variant % 3;
  if (v === 0) {
    cv.shadow(100, 168, 62);
    drawShape(cv, look.shape, look.colour, 100, 100, 56);
  } else if (v === 1) {
    cv.shadow(100, 170, 80);
    drawShape(cv, look.shape, mix(look.colour, WHITE, 0.15), 62, 118, 34);
    drawShape(cv, look.shape, mix(look.colour, DARK(look.colour), 0.3), 138, 118, 34);
    drawShape(cv, look.shape, look.colour, 100, 82, 40);
  } else {
    cv.clip = { x0: 0, y0: 0, x1: PICTURE_SIZE, y1: PICTURE_SIZE };
    cv.paint(box(100, 104, 78, 78, 14), WHITE, 0.8);
    cv.paint(box(100, 166, 78, 16, 0), look.colour, 0.9);
    drawShape(cv, look.shape, look.colour, 100, 92, 44);
  }
  return cv.toPng();
}
