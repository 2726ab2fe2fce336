import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ImageThumb } from './image-thumb';

test('an image that fails to load becomes a labelled placeholder, not a broken icon', () => {
  render(
    <ImageThumb
      src="https://picsum.photos/seed/x/400/300"
      alt="Photo"
      height={120}
      maxWidth={240}
    />,
  );
  const image = screen.getByRole('img', { name: 'Photo' });
  expect(image).toHaveAttribute('src', 'https://picsum.photos/seed/x/400/300');
  fireEvent.error(image);
  const placeholder = screen.getByRole('img', {
    name: 'Photo (could not be loaded)',
  });
  expect(placeholder).toHaveAttribute(
    'title',
    'https://picsum.photos/seed/x/400/300',
  );
});
