import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { defaultAvatarUrl, UserAvatar } from './user-avatar';

const brokenUrl = 'https://cdn.example/broken.png';

/**
 * jsdom loads no images, so MUI's Avatar would never learn whether a picture
 * loads: this Image fails for `brokenUrl` and loads anything else, as a
 * browser would report it.
 */
class ReportingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    setTimeout(() => (url === brokenUrl ? this.onerror : this.onload)?.());
  }
}

beforeEach(() => vi.stubGlobal('Image', ReportingImage));
afterEach(() => vi.unstubAllGlobals());

test('a user with no image is shown with the default avatar', () => {
  render(<UserAvatar name="Aisyah Rahman" imageUrl={null} size={40} />);
  expect(screen.getByRole('img', { name: 'Aisyah Rahman' })).toHaveAttribute(
    'src',
    defaultAvatarUrl,
  );
});

test('a user with an image is shown with their own picture', async () => {
  render(
    <UserAvatar
      name="Aisyah Rahman"
      imageUrl="https://cdn.example/aisyah.png"
      size={40}
    />,
  );
  // Wait for the load to be reported, so a fallback would have shown by now.
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(screen.getByRole('img', { name: 'Aisyah Rahman' })).toHaveAttribute(
    'src',
    'https://cdn.example/aisyah.png',
  );
});

test('a user whose image fails to load is shown with the default avatar, not a letter', async () => {
  render(<UserAvatar name="Aisyah Rahman" imageUrl={brokenUrl} size={40} />);
  await vi.waitFor(() =>
    expect(screen.getByRole('img', { name: 'Aisyah Rahman' })).toHaveAttribute(
      'src',
      defaultAvatarUrl,
    ),
  );
  expect(screen.queryByText('A')).toBeNull();
});
