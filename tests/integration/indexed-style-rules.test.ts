import { afterEach, expect, test, vi } from 'vitest';
import { declarations, requiredKeys } from '../setup/indexed-style-rules';

afterEach(() => {
  document.head.querySelectorAll('style[data-test]').forEach((s) => s.remove());
  document.body.replaceChildren();
});

function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.dataset.test = '';
  style.textContent = css;
  document.head.append(style);
  return style;
}

test('a rule is filed under what every selector of it needs, or left unfiled', () => {
  expect(requiredKeys('.css-1a2b')).toEqual([
    { kind: 'class', name: 'css-1a2b' },
  ]);
  expect(requiredKeys('.a .b:hover::before')).toEqual([
    { kind: 'class', name: 'b' },
  ]);
  expect(requiredKeys('div > span.c:not(.d)')).toEqual([
    { kind: 'class', name: 'c' },
  ]);
  expect(requiredKeys('UL li, .x')).toEqual([
    { kind: 'tag', name: 'li' },
    { kind: 'class', name: 'x' },
  ]);
  expect(requiredKeys('[data-x="a.b"] .y')).toEqual([
    { kind: 'class', name: 'y' },
  ]);
  // Any selector that can match without a class or tag leaves the rule unfiled.
  expect(requiredKeys('.a, :hover')).toBeUndefined();
  expect(requiredKeys(':is(.a, .b)')).toBeUndefined();
  expect(requiredKeys('.a > *')).toBeUndefined();
  expect(requiredKeys('input[type="checkbox"]')).toEqual([
    { kind: 'tag', name: 'input' },
  ]);
  // Escapes, namespaces and at-rules are not read here.
  expect(requiredKeys('.sm\\:flex')).toBeUndefined();
  expect(requiredKeys('svg|a')).toBeUndefined();
});

test("every element's declaration is jsdom's own, rules in jsdom's order", () => {
  expect(declarations, 'jsdom internals as this file expects').toBeDefined();
  const { jsdom, indexed } = declarations!;
  addStyle(`
    .box { color: red; visibility: hidden }
    div.box { color: blue }
    .box:not(.open) { pointer-events: none }
    .panel .box { background-color: green }
    .panel > .box.open, .other { outline-color: rgb(1, 2, 3) }
    :is(.box, .none) { caret-color: red }
    [data-kind="a.b"] { border-top-color: red }
    * { border-left-color: blue }
    li, .item { color: purple }
    UL > LI { background-color: yellow }
    .BOX { color: orange }
    @media screen { .box { visibility: visible } }
    @media (min-width: 1px) { .box { color: black } }
    .box::before { color: pink }
    @keyframes spin { from { opacity: 0 } to { opacity: 1 } }
  `);
  addStyle('.open { visibility: unset } .item { color: unset }');
  document.body.innerHTML = `
    <section class="panel">
      <div class="box open" data-kind="a.b" style="border-right-color: red">x</div>
      <span class="box">y</span>
      <p class="BOX other">z</p>
      <ul><li class="item">one</li><li>two</li></ul>
      <svg><foreignObject class="box"></foreignObject></svg>
    </section>`;

  const elements = [
    document.documentElement,
    ...document.querySelectorAll('*'),
  ];
  for (const element of elements) {
    expect(indexed(element), element.outerHTML.slice(0, 60)).toBe(
      jsdom(element),
    );
  }
  // Not vacuous: the rules above reach the elements.
  expect(indexed(document.querySelector('div.box')!)).toContain(
    'background-color: green',
  );
});

test('a sheet changed in place is read again', () => {
  const style = addStyle('.late { color: red }');
  document.body.innerHTML =
    '<b class="late">x</b><span class="later">y</span><span class="later">z</span>';
  const [first, second] = Array.from(document.querySelectorAll('.later'));
  if (!first || !second) throw new Error('two .later elements');
  expect(getComputedStyle(first).color).not.toBe('rgb(0, 0, 255)');

  // insertRule drops no cache in jsdom, which then reads the new rule for an
  // element it has not cached yet: so must the index, filed before it.
  style.sheet!.insertRule('.later { color: blue }', 1);
  expect(getComputedStyle(second).color).toBe('rgb(0, 0, 255)');
});

test("loaded again, as a shared worker's next file loads it, it wraps getComputedStyle no further", async () => {
  const getComputedStyleNow = () =>
    Object.getOwnPropertyDescriptor(window, 'getComputedStyle')
      ?.value as unknown;
  const installed = getComputedStyleNow();
  vi.resetModules();
  const again = await import('../setup/indexed-style-rules');
  expect(getComputedStyleNow()).toBe(installed);
  expect(again.declarations).toBe(declarations);
});
