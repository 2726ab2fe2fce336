/** @vitest-environment jsdom */
import { afterEach, expect, test } from 'vitest';
import { isShortcut, type KeyShortcut } from './shortcut-guard';

const palette: KeyShortcut = { key: 'k', chord: true };
const help: KeyShortcut = { key: '?' };

afterEach(() => {
  document.body.innerHTML = '';
});

/** A keydown of `key` dispatched from an element made of `html`, as a browser sends it. */
function press(
  html: string,
  key: string,
  modifiers: KeyboardEventInit = {},
): KeyboardEvent {
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-target]') ?? document.body;
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    cancelable: true,
    ...modifiers,
  });
  target.dispatchEvent(event);
  return event;
}

test.each([
  ['the page', '<p data-target>Orders</p>', true],
  ['a button', '<button data-target>Save</button>', true],
  ['a checkbox', '<input type="checkbox" data-target>', true],
  ['a text box', '<input data-target>', false],
  ['a search box', '<input type="search" data-target>', false],
  ['a text area', '<textarea data-target></textarea>', false],
  ['a select', '<select data-target></select>', false],
  [
    'an editable element',
    '<div contenteditable="true"><b data-target>x</b></div>',
    false,
  ],
  [
    'a menu',
    '<ul role="menu"><li role="menuitem" data-target>x</li></ul>',
    false,
  ],
  [
    'a dialog',
    '<div role="dialog"><button data-target>OK</button></div>',
    false,
  ],
])('"?" from %s is a shortcut: %s', (_where, html, expected) => {
  expect(isShortcut(press(html, '?', { shiftKey: true }), help)).toBe(expected);
});

test('a plain key held with Ctrl, ⌘ or Alt is the browser’s, not ours', () => {
  for (const modifier of ['ctrlKey', 'metaKey', 'altKey'])
    expect(
      isShortcut(press('<p data-target></p>', '?', { [modifier]: true }), help),
    ).toBe(false);
});

test.each([
  ['Ctrl+K', { ctrlKey: true }, 'k', true],
  ['⌘K', { metaKey: true }, 'k', true],
  ['Ctrl+Shift+K', { ctrlKey: true, shiftKey: true }, 'K', true],
  ['K alone', {}, 'k', false],
  ['Ctrl+Alt+K', { ctrlKey: true, altKey: true }, 'k', false],
  ['Ctrl+J', { ctrlKey: true }, 'j', false],
])('%s opens the palette: %s', (_what, modifiers, key, expected) => {
  expect(
    isShortcut(press('<p data-target></p>', key, modifiers), palette),
  ).toBe(expected);
});

test('a chord types nothing, so Ctrl+K works from a text box, but not inside an open dialog', () => {
  expect(
    isShortcut(press('<input data-target>', 'k', { ctrlKey: true }), palette),
  ).toBe(true);
  expect(
    isShortcut(
      press('<div role="dialog"><input data-target></div>', 'k', {
        ctrlKey: true,
      }),
      palette,
    ),
  ).toBe(false);
});

test('a press something already handled is no shortcut', () => {
  document.body.innerHTML = '<p data-target></p>';
  const event = new KeyboardEvent('keydown', { key: '?', cancelable: true });
  event.preventDefault();
  expect(isShortcut(event, help)).toBe(false);
});
