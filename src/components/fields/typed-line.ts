/**
 * The style of one line of what someone typed (a customer's name, an
 * enquiry's subject) that is cut with an ellipsis; the element also takes
 * `dir="auto"`. The line then runs in its text's own direction, from its
 * first letter, isolated from the page's, and the ellipsis falls at the
 * text's end: in a right-to-left page an English name keeps its first
 * words, where in the page's direction it lost them. `match-parent` still
 * sets a line that fits on the page's side.
 */
export const typedLine = { textAlign: 'match-parent' } as const;
