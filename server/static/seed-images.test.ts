import { expect, test } from 'vitest';
import { renderSeedImage, seedImagePath } from './seed-images';

test('a path carries its text encoded, and the same text always draws the same picture', () => {
  expect(seedImagePath('banner', 'Raya Feast: 20% off')).toBe(
    '/seed-images/banner/Raya%20Feast%3A%2020%25%20off.svg',
  );
  expect(renderSeedImage('food', 'Nasi Lemak')).toBe(
    renderSeedImage('food', 'Nasi Lemak'),
  );
  expect(renderSeedImage('food', 'Nasi Lemak')).not.toBe(
    renderSeedImage('food', 'Char Kuey Teow'),
  );
});

test('text is escaped: markup in a title cannot become part of the SVG', () => {
  const drawn = renderSeedImage(
    'banner',
    '<script>alert(1)</script> & "quotes"',
  );
  expect(drawn).not.toContain('<script');
  expect(drawn).toContain('&lt;script&gt;');
  expect(drawn).toContain('&amp;');
});

test('an avatar shows initials; control characters are dropped', () => {
  expect(renderSeedImage('avatar', 'Aisyah Rahman')).toContain('>AR</text>');
  expect(renderSeedImage('logo', "Touch 'n Go eWallet")).toContain(
    '>TG</text>',
  );
  expect(renderSeedImage('logo', 'Warung Kak Ros')).toContain('>KR</text>');
  expect(renderSeedImage('avatar', 'a\u0000b')).not.toContain('\u0000');
});
