import { type PdfFile, ref, textString } from './pdf-file';

/** The structure types a statement uses (PDF 1.7, 14.8.4 "Standard Structure Types"). */
export type StructureType =
  'Document' | 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD' | 'Span';

export interface ElementAttributes {
  /** A header cell's scope: the column under it, or the row beside it. */
  scope?: 'Column' | 'Row';
  /** What the element's content says, where its glyphs do not spell it in order. */
  actualText?: string;
}

/** A stretch of a page's content, marked with its id (MCID) on that page. */
interface MarkedContent {
  page: number;
  mcid: number;
}

/** One element of the structure tree: what a screen reader walks, in order. */
export class PdfElement {
  readonly kids: (PdfElement | MarkedContent)[] = [];

  constructor(
    readonly type: StructureType,
    readonly attributes: ElementAttributes = {},
  ) {}

  /** A child element, after the ones added before it (the reading order). */
  add(type: StructureType, attributes: ElementAttributes = {}): PdfElement {
    const child = new PdfElement(type, attributes);
    this.kids.push(child);
    return child;
  }

  /** Content marked `mcid` on page `page` is this element's, after what it has. */
  own(page: number, mcid: number) {
    this.kids.push({ page, mcid });
  }
}

/**
 * Writes the tree under `root` and its parent tree (which element owns each
 * marked content of each page, page `i` being `/StructParents i`); answers
 * the StructTreeRoot's id.
 */
export function writeStructure(
  file: PdfFile,
  root: PdfElement,
  pageIds: readonly number[],
): number {
  const treeRoot = file.reserve();
  const owners: number[][] = pageIds.map(() => []);
  const write = (element: PdfElement, parent: number): number => {
    const id = file.reserve();
    const { scope, actualText } = element.attributes;
    const page = element.kids.find(
      (kid): kid is MarkedContent => !(kid instanceof PdfElement),
    )?.page;
    const kids = element.kids.map((kid) => {
      if (kid instanceof PdfElement) return ref(write(kid, id));
      owners[kid.page]![kid.mcid] = id;
      return kid.page === page
        ? String(kid.mcid)
        : `<< /Type /MCR /Pg ${ref(pageIds[kid.page]!)} /MCID ${kid.mcid} >>`;
    });
    const entries = [
      `/Type /StructElem /S /${element.type} /P ${ref(parent)}`,
      ...(page === undefined ? [] : [`/Pg ${ref(pageIds[page]!)}`]),
      ...(scope ? [`/A << /O /Table /Scope /${scope} >>`] : []),
      ...(actualText === undefined
        ? []
        : [`/ActualText ${textString(actualText)}`]),
      `/K [${kids.join(' ')}]`,
    ];
    return file.set(id, `<< ${entries.join(' ')} >>`);
  };
  const top = write(root, treeRoot);
  const nums = owners.map(
    (ids, i) => `${i} [${ids.map((id) => ref(id)).join(' ')}]`,
  );
  const parentTree = file.add(`<< /Nums [${nums.join(' ')}] >>`);
  return file.set(
    treeRoot,
    `<< /Type /StructTreeRoot /K [${ref(top)}] /ParentTree ${ref(parentTree)} /ParentTreeNextKey ${pageIds.length} >>`,
  );
}
