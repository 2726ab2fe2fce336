import type { FontFace } from './fonts';

/** A stretch of one line drawn in one font and one direction. */
export interface TextRun {
  readonly face: FontFace;
  /** In reading (logical) order; shaping lays a right-to-left run out reversed. */
  readonly text: string;
  readonly rtl: boolean;
}

/** Bidi classes, as far as a name on one left-to-right line needs them. */
type BidiClass = 'L' | 'R' | 'EN' | 'N';

/** Printable ASCII: no right-to-left letters, no marks. */
const ascii = /^[\x20-\x7e]*$/;
const rightToLeft =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const letter = /\p{L}/u;
const mark = /\p{M}/u;
const digit = /\p{Nd}/u;

function bidiClass(char: string, previous: BidiClass | undefined): BidiClass {
  if (mark.test(char)) return previous ?? 'N';
  if (letter.test(char)) return rightToLeft.test(char) ? 'R' : 'L';
  return digit.test(char) ? 'EN' : 'N';
}

/**
 * Each character's embedding level on a left-to-right line (0 left to
 * right, 1 right to left, 2 digits inside right-to-left text): the rules of
 * the Unicode Bidirectional Algorithm (UAX #9: W1, W7, N1, N2, I1) that
 * apply to plain text without explicit direction marks.
 */
export function bidiLevels(chars: readonly string[]): number[] {
  const classes: BidiClass[] = [];
  let strong: 'L' | 'R' = 'L';
  for (const char of chars) {
    const found = bidiClass(char, classes.at(-1));
    const resolved = found === 'EN' && strong === 'L' ? 'L' : found;
    if (found === 'L' || found === 'R') strong = found;
    classes.push(resolved);
  }
  const levels = classes.map((kind, i) => {
    if (kind !== 'N') return kind === 'L' ? 0 : kind === 'R' ? 1 : 2;
    // A neutral (space, punctuation) goes with the text around it when both
    // sides run right to left (digits count so), else with the line.
    const before = classes.slice(0, i).findLast((c) => c !== 'N') ?? 'L';
    const after = classes.slice(i + 1).find((c) => c !== 'N') ?? 'L';
    return before !== 'L' && after !== 'L' ? 1 : 0;
  });
  return levels;
}

/**
 * `text` cut into runs, each drawn in the first font of `faces` that has
 * its letters (spaces, punctuation and combining marks stay in the run they
 * follow, so a word keeps one font and shapes as a whole), in the order they
 * appear left to right: right-to-left stretches reversed as UAX #9's rule L2
 * says.
 */
export function textRuns(
  text: string,
  faces: readonly [FontFace, ...FontFace[]],
): TextRun[] {
  // Most of a statement (codes, dates, amounts): one run, in a face that has it all.
  if (ascii.test(text) && faces[0].hasAscii)
    return [{ face: faces[0], text, rtl: false }];
  const chars = [...text];
  const levels = bidiLevels(chars);
  const runs: { face: FontFace; text: string; level: number }[] = [];
  chars.forEach((char, i) => {
    const code = char.codePointAt(0) ?? 0;
    const level = levels[i] ?? 0;
    const current = runs.at(-1);
    const follows =
      current !== undefined &&
      (mark.test(char) ||
        (!letter.test(char) && !digit.test(char) && current.face.has(code)));
    const face = follows
      ? current.face
      : (faces.find((each) => each.has(code)) ?? faces[0]);
    if (current && current.face === face && current.level === level)
      current.text += char;
    else runs.push({ face, text: char, level });
  });

  const top = Math.max(0, ...runs.map((run) => run.level));
  for (let level = top; level >= 1; level--) {
    for (let start = 0; start < runs.length; start++) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end;
    }
  }
  return runs.map(({ face, text: part, level }) => ({
    face,
    text: part,
    rtl: level % 2 === 1,
  }));
}
