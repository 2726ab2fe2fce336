import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { expect, test } from 'vitest';
import { useFirstScreenful, useHasPainted } from './first-screenful';

const items = Array.from({ length: 60 }, (_, i) => `item ${i + 1}`);

function List({ onCommit }: { onCommit: (count: number) => void }) {
  const shown = items.slice(0, useFirstScreenful(50));
  useLayoutEffect(() => {
    onCommit(shown.length);
  });
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

test('a long list paints a screenful first and the rest in the render after', async () => {
  window.innerHeight = 720;
  const commits: number[] = [];
  render(<List onCommit={(count) => commits.push(count)} />);
  expect(await screen.findByText('item 60')).toBeInTheDocument();
  // 720 px hold 14.4 items of 50 px: the first commit has 15, the next all 60.
  expect(commits).toEqual([15, 60]);
});

function Page({ onCommit }: { onCommit: (painted: boolean) => void }) {
  const hasPainted = useHasPainted();
  useLayoutEffect(() => {
    onCommit(hasPainted);
  });
  return (
    <main>
      <h1>Header</h1>
      {hasPainted && <p>Body</p>}
    </main>
  );
}

test('what waits for the first paint is in the second commit, not the first', async () => {
  const commits: boolean[] = [];
  render(<Page onCommit={(painted) => commits.push(painted)} />);
  expect(await screen.findByText('Body')).toBeInTheDocument();
  expect(commits).toEqual([false, true]);
});
