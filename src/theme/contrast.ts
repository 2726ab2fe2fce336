/** sRGB channel (0–255) to linear light, as WCAG 2.1 defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#RRGGBB` colour (WCAG 2.1, 0 black – 1 white). */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) {
    throw new Error(`Not a #RRGGBB colour: ${hex}`);
  }
  const channel = (at: number) => linear(parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * WCAG 2.1 contrast ratio of two opaque `#RRGGBB` colours, 1 to 21; AA asks
 * 4.5 for body text and 3 for large text and control boundaries.
 *
 * @example
 * contrastRatio('#F59E0B', '#FFFFFF'); // 2.15: the brand amber fails as text
 */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
