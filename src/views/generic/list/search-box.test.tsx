import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

function renderBox(applied: string) {
  const onSearch = vi.fn<(text: string) => void>();
  const props = { onSearch, placeholder: 'Search', label: 'Search orders' };
  const view = render(<SearchBox applied={applied} {...props} />);
  return {
    onSearch,
    box: () => screen.getByRole('textbox', { name: 'Search orders' }),
    show: (next: string) =>
      view.rerender(<SearchBox applied={next} {...props} />),
  };
}
const type = (box: HTMLElement, text: string) =>
  fireEvent.change(box, { target: { value: text } });
const pause = () =>
  act(() => {
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('shows its whole placeholder on hover, however narrow the box', () => {
    const { box } = renderBox('');
    expect(box()).toHaveAttribute('placeholder', 'Search');
    expect(box()).toHaveAttribute('title', 'Search');
  });

  it('asks for what was typed once typing pauses, trimmed, and once', () => {
    const { onSearch, box } = renderBox('');
    type(box(), 'OR');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    });
    type(box(), ' ORD001 ');
    expect(onSearch).not.toHaveBeenCalled();
    pause();
    expect(onSearch.mock.calls).toEqual([['ORD001']]);
    pause();
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps the newer text while an older search is shown, and asks for text cleared before it shows', () => {
    const { onSearch, box, show } = renderBox('');
    type(box(), 'abc');
    pause();
    type(box(), 'abcd');
    pause();
    show('abc');
    expect(box()).toHaveValue('abcd');
    type(box(), '');
    pause();
    expect(onSearch.mock.calls).toEqual([['abc'], ['abcd'], ['']]);
    show('abcd');
    show('');
    expect(box()).toHaveValue('');
    pause();
    expect(onSearch).toHaveBeenCalledTimes(3);
  });

  it('shows a search the list took from elsewhere (a saved view, clearing the filters)', () => {
    const { onSearch, box, show } = renderBox('old');
    expect(box()).toHaveValue('old');
    show('from a view');
    expect(box()).toHaveValue('from a view');
    show('');
    expect(box()).toHaveValue('');
    pause();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
