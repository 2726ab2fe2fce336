import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * jsdom's `getComputedStyle`, with the style rules looked up by class and tag.
 *
 * jsdom matches an element against every rule of every style sheet to find
 * its declaration: 120 of its own and 430–1,300 that MUI and Emotion insert
 * (one `<style>` each outside production). Testing Library asks for the
 * computed style of each element it considers, and of its ancestors, for
 * visibility and accessible names, and any DOM change clears jsdom's cache.
 * That took half of a grid file's CPU (README, "Where the time goes").
 *
 * Here a rule is filed under a class or a tag its selectors' rightmost
 * compounds all need, and an element is matched only against the rules filed
 * under its own classes and tag, plus those that could not be filed. jsdom
 * still decides each match (the same `matchesDontThrow`), in the same order,
 * into the same per-document cache, so every answer is jsdom's own.
 *
 * Written against jsdom 26's `living/helpers/style-rules.js`; a jsdom whose
 * internals differ leaves jsdom's path in place (`declarations` is undefined,
 * and the test of this file fails to say so).
 */

interface CssRule {
  selectorText?: unknown;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<CssRule>;
  style: StyleDeclaration;
}

interface StyleDeclaration extends ArrayLike<string> {
  cssText: string;
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
}

interface StyleSheet {
  cssRules: ArrayLike<CssRule>;
}

interface DocumentImpl {
  _styleCache: WeakMap<ElementImpl, StyleDeclaration> | null;
  styleSheets: { _list: StyleSheet[] };
  compatMode: string;
}

interface ElementImpl {
  _ownerDocument: DocumentImpl;
  localName: string;
  style: StyleDeclaration;
  getAttributeNS(namespace: null, name: string): string | null;
}

interface StyleRulesModule {
  getDeclarationForElement: (element: ElementImpl) => StyleDeclaration;
}

interface Modules {
  styleRules: StyleRulesModule;
  matchesDontThrow: (element: ElementImpl, selector: unknown) => boolean;
  implForWrapper: (wrapper: unknown) => ElementImpl | null | undefined;
  cssom: { parse(text: string): StyleSheet };
  defaultStyleSheet: string;
  CSSStyleDeclaration: new () => StyleDeclaration & {
    setProperty(property: string, value: string, priority?: string): void;
    removeProperty(property: string): void;
  };
}

/** A rule that may match, with its place in jsdom's order of rules. */
interface Candidate {
  order: number;
  rule: CssRule;
}

interface RuleIndex {
  /** Each sheet and its rule count when filed: a sheet changed in place is filed again. */
  sheets: { sheet: StyleSheet; length: number }[];
  byClass: Map<string, Candidate[]>;
  byTag: Map<string, Candidate[]>;
  unfiled: Candidate[];
}

function loadModules(): Modules | undefined {
  try {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('jsdom/package.json'));
    const fromJsdom = createRequire(join(root, 'lib', 'api.js'));
    const living = (path: string): unknown =>
      require(join(root, 'lib', 'jsdom', path));
    return {
      styleRules: living('living/helpers/style-rules.js') as StyleRulesModule,
      matchesDontThrow: (
        living('living/helpers/selectors.js') as Pick<
          Modules,
          'matchesDontThrow'
        >
      ).matchesDontThrow,
      implForWrapper: (
        living('living/generated/utils.js') as Pick<Modules, 'implForWrapper'>
      ).implForWrapper,
      cssom: fromJsdom('rrweb-cssom') as Modules['cssom'],
      defaultStyleSheet: living('browser/default-stylesheet.js') as string,
      CSSStyleDeclaration: (
        fromJsdom('cssstyle') as Pick<Modules, 'CSSStyleDeclaration'>
      ).CSSStyleDeclaration,
    };
  } catch {
    return undefined;
  }
}

/**
 * What every selector of a list needs of an element, read from the rightmost
 * compound of each: one class or one tag, or nothing when any selector can
 * match without one (or is written in a way not read here).
 */
export function requiredKeys(
  selectorText: string,
): { kind: 'class' | 'tag'; name: string }[] | undefined {
  if (/[\\|]/.test(selectorText) || selectorText.includes('@')) return;
  // Arguments of :not(), :is(), :nth-child() and attribute selectors are
  // dropped: what they add is never needed to file the rule.
  let flat = '';
  let depth = 0;
  for (const char of selectorText) {
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) flat += char;
    if (depth < 0) return;
  }
  if (depth !== 0 || /["']/.test(flat)) return;
  const keys: { kind: 'class' | 'tag'; name: string }[] = [];
  for (const selector of flat.split(',')) {
    const compound = selector
      .trim()
      .split(/[\s>+~]+/)
      .at(-1);
    if (!compound) return;
    const className = /\.(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/.exec(
      compound,
    )?.[1];
    const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0];
    if (className) keys.push({ kind: 'class', name: className });
    else if (tag) keys.push({ kind: 'tag', name: tag.toLowerCase() });
    else return;
  }
  return keys;
}

/** Each selector read once: Emotion's are unique, and a sheet is filed again after every DOM change. */
const keysBySelector = new Map<string, ReturnType<typeof requiredKeys>>();

function keysOf(selectorText: string): ReturnType<typeof requiredKeys> {
  if (!keysBySelector.has(selectorText)) {
    keysBySelector.set(selectorText, requiredKeys(selectorText));
  }
  return keysBySelector.get(selectorText);
}

function buildIndex(sheets: StyleSheet[]): RuleIndex {
  const index: RuleIndex = {
    sheets: sheets.map((sheet) => ({
      sheet,
      length: sheet.cssRules.length,
    })),
    byClass: new Map(),
    byTag: new Map(),
    unfiled: [],
  };
  let order = 0;
  const file = (rule: CssRule) => {
    const candidate = { order: order++, rule };
    const keys =
      typeof rule.selectorText === 'string'
        ? keysOf(rule.selectorText)
        : undefined;
    if (!keys) {
      index.unfiled.push(candidate);
      return;
    }
    for (const { kind, name } of keys) {
      const map = kind === 'class' ? index.byClass : index.byTag;
      const filed = map.get(name);
      if (filed) filed.push(candidate);
      else map.set(name, [candidate]);
    }
  };
  // As jsdom walks them: a media rule's rules stand in its place when it
  // names the screen, and it is skipped otherwise.
  for (const sheet of sheets) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule.media) {
        if (Array.from(rule.media).includes('screen')) {
          for (const inner of Array.from(rule.cssRules ?? [])) file(inner);
        }
      } else file(rule);
    }
  }
  return index;
}

function stillCurrent(index: RuleIndex, sheets: StyleSheet[]): boolean {
  return (
    index.sheets.length === sheets.length &&
    index.sheets.every(
      (filed, i) =>
        filed.sheet === sheets[i] && filed.length === sheets[i].cssRules.length,
    )
  );
}

/** jsdom's own declaration of an element, and the one read through the index. */
export interface Declarations {
  jsdom: (element: Element) => string;
  indexed: (element: Element) => string;
}

/**
 * Where the index, once installed, is kept: on jsdom's own module, which
 * outlives this one. The integration files of a worker share one window and
 * load this setup again for each file (vitest.config.ts); installed again,
 * it would wrap getComputedStyle once more with every file.
 */
const installedKey = Symbol.for('zfood.indexedStyleRules');

function install(modules: Modules): Declarations {
  const { styleRules, matchesDontThrow } = modules;
  const installed = (styleRules as { [installedKey]?: Declarations })[
    installedKey
  ];
  if (installed) return installed;
  const original = styleRules.getDeclarationForElement;
  const defaultSheet = modules.cssom.parse(modules.defaultStyleSheet);
  // One index per jsdom style cache: jsdom drops its cache whenever the DOM or
  // a sheet changes, and a new cache gets a new index, checked against the
  // sheets in case one was changed in place (insertRule).
  const indexes = new WeakMap<object, RuleIndex>();

  function candidatesOf(element: ElementImpl, index: RuleIndex): CssRule[] {
    const lists = [index.unfiled];
    const byTag = index.byTag.get(element.localName.toLowerCase());
    if (byTag) lists.push(byTag);
    const classes = element.getAttributeNS(null, 'class') ?? '';
    for (const className of classes.split(/[ \t\n\f\r]+/)) {
      const byClass = index.byClass.get(className);
      if (byClass) lists.push(byClass);
    }
    const seen = new Set<number>();
    return lists
      .flat()
      .filter(({ order }) => !seen.has(order) && seen.add(order))
      .sort((a, b) => a.order - b.order)
      .map(({ rule }) => rule);
  }

  function indexed(element: ElementImpl): StyleDeclaration {
    const document = element._ownerDocument;
    // Class names match without regard to case in quirks mode.
    if (document.compatMode !== 'CSS1Compat') return original(element);
    const cache = (document._styleCache ??= new WeakMap());
    const cached = cache.get(element);
    if (cached) return cached;

    const sheets = [defaultSheet, ...document.styleSheets._list];
    let index = indexes.get(cache);
    if (!index || !stillCurrent(index, sheets)) {
      index = buildIndex(sheets);
      indexes.set(cache, index);
    }

    // jsdom's cascade: each matching rule in order, then the inline style.
    const declaration = new modules.CSSStyleDeclaration();
    const apply = (style: StyleDeclaration) => {
      for (const property of Array.from(style)) {
        const value = style.getPropertyValue(property);
        if (value === 'unset') declaration.removeProperty(property);
        else
          declaration.setProperty(
            property,
            value,
            style.getPropertyPriority(property),
          );
      }
    };
    for (const rule of candidatesOf(element, index)) {
      if (matchesDontThrow(element, rule.selectorText)) apply(rule.style);
    }
    apply(element.style);
    cache.set(element, declaration);
    return declaration;
  }
  styleRules.getDeclarationForElement = indexed;

  // jsdom's getComputedStyle reads the element's own declaration through a
  // reference it took at load; filling the cache first hands it this one.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudoElement) => {
    const impl =
      element instanceof window.Element
        ? modules.implForWrapper(element)
        : undefined;
    if (impl) indexed(impl);
    return getComputedStyle(element, pseudoElement);
  };

  const uncached = (read: typeof original) => (element: Element) => {
    const impl = modules.implForWrapper(element);
    if (!impl) throw new Error('not a jsdom element');
    impl._ownerDocument._styleCache = null;
    const text = read(impl).cssText;
    impl._ownerDocument._styleCache = null;
    return text;
  };
  const declarations = {
    jsdom: uncached(original),
    indexed: uncached(indexed),
  };
  Object.assign(styleRules, { [installedKey]: declarations });
  return declarations;
}

const modules = loadModules();
/** Both paths, for the test that they agree; undefined where jsdom's internals differ. */
export const declarations = modules ? install(modules) : undefined;
