import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { expect, test } from 'vitest';
import { FontFace, fontChains } from './fonts';

test('every font of both chains comes from an installed package, the Latin one covering ASCII', () => {
  for (const chain of Object.values(fontChains)) {
    for (const face of chain) expect(face.font.numGlyphs).toBeGreaterThan(0);
    expect(chain[0].hasAscii).toBe(true);
  }
});

test('a WOFF font reads as the font it wraps', () => {
  const path = createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  );
  const wrapped = create(readFileSync(path));
  const unwrapped = new FontFace(path).font;
  expect('layout' in wrapped && wrapped.postscriptName).toBe(
    unwrapped.postscriptName,
  );
  expect('layout' in wrapped && wrapped.layout('Net payout').advanceWidth).toBe(
    unwrapped.layout('Net payout').advanceWidth,
  );
});

test('Tamil is shaped, its vowel sign drawn before its consonant: the glyphs no longer spell the text; Latin and Chinese do', () => {
  const [latin, , tamil, , hans] = fontChains.regular;
  const shaped = tamil?.shape('கடை');
  expect(shaped?.glyphs.length).toBe(3);
  expect(shaped?.spelled).toBe(false);
  expect(latin.shape('Restoran').spelled).toBe(true);
  expect(hans?.shape('陈记海南鸡饭').spelled).toBe(true);
});
