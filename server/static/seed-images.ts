import type { FastifyInstance } from 'fastify';

/**
 * Pictures for the demo data: small SVG illustrations drawn from a text (a
 * dish's name, a person's initials, a promotion's title), the same every
 * time, served by this server under `/seed-images/` — so the console shows
 * pictures offline, under its own CSP, with no image host behind it.
 */

export const seedImageKinds = ['food', 'avatar', 'logo', 'banner'] as const;
export type SeedImageKind = (typeof seedImageKinds)[number];

export const isSeedImageKind = (kind: string): kind is SeedImageKind =>
  (seedImageKinds as readonly string[]).includes(kind);

const prefix = '/seed-images';
const maxText = 80;

/** `/seed-images/food/Nasi%20Lemak%20Rendang.svg`: the picture of `text`. */
export function seedImagePath(kind: SeedImageKind, text: string): string {
  return `${prefix}/${kind}/${encodeURIComponent(text.slice(0, maxText))}.svg`;
}

/** FNV-1a: a stable number from the text, so a dish always gets its colours. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ] ?? c,
  );

const font = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Turmeric, chilli, pandan, sambal, butterfly pea, bandung, teh tarik, blue pea. */
const warm: readonly (readonly [string, string])[] = [
  ['#FDE68A', '#F59E0B'],
  ['#FECACA', '#DC2626'],
  ['#BBF7D0', '#15803D'],
  ['#FED7AA', '#EA580C'],
  ['#E9D5FF', '#7E22CE'],
  ['#FBCFE8', '#DB2777'],
  ['#E7E5E4', '#78716C'],
  ['#BAE6FD', '#0369A1'],
];
const solid = [
  '#0F766E',
  '#B45309',
  '#BE123C',
  '#1D4ED8',
  '#7C3AED',
  '#15803D',
  '#C2410C',
  '#0E7490',
  '#A21CAF',
  '#334155',
];

const pick = <T>(items: readonly T[], h: number, salt = 0): T =>
  items[(h >>> salt) % items.length] as T;

/** "Touch 'n Go eWallet" → "TG", "Aisyah Rahman" → "AR". */
function initials(text: string): string {
  const words = text
    .split(/[\s/&()-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w.length > 1 || /\p{N}/u.test(w));
  const letters = words.slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The text in at most `lines` lines of about `width` characters, the last cut with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${(kept[lines - 1] ?? '').slice(0, width - 1)}…`;
  return kept;
}

type Dish = 'rice' | 'noodles' | 'drink' | 'bread' | 'dessert' | 'curry';

/** What to draw for a dish's name; other names (cuisines) get one by their hash. */
function dishOf(text: string, h: number): Dish {
  const name = text.toLowerCase();
  if (/teh|kopi|milo|sirap|bandung|drink|tea|coffee|juice|bubble/.test(name))
    return 'drink';
  if (/cendol|abc|kuih|dessert|cake|bakery|ais|ice/.test(name))
    return 'dessert';
  if (/roti|thosai|chapati|murtabak|bread|naan|pizza|burger/.test(name))
    return 'bread';
  if (/mee|noodle|laksa|kuey teow|wantan|hokkien|ramen|pho/.test(name))
    return 'noodles';
  if (/nasi|rice|lontong|ketupat|dim sum|set/.test(name)) return 'rice';
  if (/curry|rendang|tom yam|soup|bak kut|satay|grill|ayam/.test(name))
    return 'curry';
  const kinds: readonly Dish[] = ['rice', 'noodles', 'curry', 'bread'];
  return kinds[h % kinds.length] ?? 'rice';
}

/** A plate (or a glass) of `dish` seen from above, centred on (cx, cy) at scale `s`. */
function plate(dish: Dish, cx: number, cy: number, s: number): string {
  const at = (x: number, y: number) => `${cx + x * s},${cy + y * s}`;
  const e = (
    x: number,
    y: number,
    rx: number,
    ry: number,
    fill: string,
    extra = '',
  ) =>
    `<ellipse cx="${cx + x * s}" cy="${cy + y * s}" rx="${rx * s}" ry="${ry * s}" fill="${fill}"${extra}/>`;
  if (dish === 'drink') {
    // A tall glass with a straw and ice.
    return `${e(0, 92, 62, 14, 'rgba(0,0,0,0.16)')}
  <path d="M${at(-48, -78)} L${at(48, -78)} L${at(38, 90)} L${at(-38, 90)} Z" fill="#FFFFFF" opacity="0.85"/>
  <path d="M${at(-44, -40)} L${at(44, -40)} L${at(37, 86)} L${at(-37, 86)} Z" fill="#B45309"/>
  <path d="M${at(-44, -40)} L${at(44, -40)} L${at(43, -24)} L${at(-43, -24)} Z" fill="#FDE68A"/>
  <rect x="${cx - 26 * s}" y="${cy - 14 * s}" width="${22 * s}" height="${18 * s}" rx="${4 * s}" fill="#FFFFFF" opacity="0.55"/>
  <rect x="${cx + 6 * s}" y="${cy + 10 * s}" width="${20 * s}" height="${16 * s}" rx="${4 * s}" fill="#FFFFFF" opacity="0.5"/>
  <path d="M${at(14, -40)} L${at(34, -112)}" stroke="#DC2626" stroke-width="${8 * s}" stroke-linecap="round"/>`;
  }
  const rim = `${e(0, 8, 118, 98, 'rgba(0,0,0,0.16)')}
  ${e(0, 0, 116, 96, '#FFFFFF')}
  ${e(0, 0, 90, 73, '#F5F5F4')}`;
  if (dish === 'rice') {
    // Rice, a fried egg, sambal, cucumber and peanuts: nasi lemak, more or less.
    return `${rim}
  ${e(-22, -6, 46, 38, '#FFFBEB', ' stroke="#E7E5E4" stroke-width="2"')}
  ${e(-26, -14, 26, 18, '#FFFFFF', ' opacity="0.8"')}
  ${e(44, -16, 26, 21, '#FFFFFF', ' stroke="#E7E5E4"')}
  ${e(46, -17, 10, 9, '#FACC15')}
  ${e(38, 34, 24, 14, '#DC2626')}
  ${e(-46, 44, 11, 10, '#86EFAC', ' stroke="#16A34A"')}
  ${e(-22, 52, 11, 10, '#86EFAC', ' stroke="#16A34A"')}
  ${e(4, 46, 6, 4, '#B45309')}
  ${e(14, 54, 6, 4, '#B45309')}`;
  }
  if (dish === 'noodles') {
    const strands = [-30, -15, 0, 15, 30]
      .map(
        (y) =>
          `<path d="M${at(-60, y)} q${15 * s},${-12 * s} ${30 * s},0 t${30 * s},0 t${30 * s},0 t${30 * s},0" fill="none" stroke="#FCD34D" stroke-width="${6 * s}" stroke-linecap="round"/>`,
      )
      .join('');
    return `${rim}
  ${e(0, 0, 78, 62, '#92400E')}
  ${strands}
  <path d="M${at(-20, -40)} q${20 * s},${-18 * s} ${40 * s},0" fill="none" stroke="#22C55E" stroke-width="${8 * s}" stroke-linecap="round"/>
  <path d="M${at(30, 20)} a${16 * s},${16 * s} 0 1 1 ${24 * s},${14 * s}" fill="none" stroke="#FB923C" stroke-width="${9 * s}" stroke-linecap="round"/>`;
  }
  if (dish === 'bread') {
    // Flatbread folded on the plate, with a small bowl of dhal.
    return `${rim}
  ${e(-16, 4, 62, 50, '#F59E0B', ' opacity="0.85"')}
  ${e(-20, 0, 54, 42, '#FCD34D')}
  <path d="M${at(-60, -6)} q${40 * s},${-26 * s} ${84 * s},${8 * s}" fill="none" stroke="#D97706" stroke-width="${4 * s}"/>
  <path d="M${at(-56, 18)} q${40 * s},${-20 * s} ${80 * s},${6 * s}" fill="none" stroke="#D97706" stroke-width="${4 * s}"/>
  ${e(56, 30, 28, 22, '#FFFFFF', ' stroke="#E7E5E4" stroke-width="2"')}
  ${e(56, 30, 22, 16, '#EAB308')}`;
  }
  if (dish === 'dessert') {
    // A mound of shaved ice with syrup, beans and jelly.
    return `${rim}
  ${e(0, 4, 66, 54, '#F1F5F9')}
  ${e(-10, -6, 50, 38, '#FBCFE8')}
  ${e(16, 10, 32, 22, '#A7F3D0', ' opacity="0.9"')}
  ${e(-30, 14, 7, 5, '#7F1D1D')}
  ${e(-16, 24, 7, 5, '#7F1D1D')}
  ${e(4, -26, 7, 5, '#7F1D1D')}
  ${e(28, -14, 8, 6, '#FDE047')}
  ${e(-36, -18, 8, 6, '#22C55E')}`;
  }
  // A curry with chicken pieces and a sprig of herbs.
  return `${rim}
  ${e(0, 0, 78, 62, '#C2410C')}
  ${e(-10, -4, 60, 44, '#EA580C', ' opacity="0.7"')}
  ${e(-28, -10, 18, 13, '#FCD9B6')}
  ${e(22, 12, 17, 12, '#FCD9B6')}
  ${e(8, -28, 14, 10, '#FCD9B6')}
  <path d="M${at(-40, 26)} q${20 * s},${10 * s} ${44 * s},${-4 * s}" fill="none" stroke="#16A34A" stroke-width="${6 * s}" stroke-linecap="round"/>`;
}

function svg(width: number, height: number, label: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

function food(text: string): string {
  const h = hash(text);
  const [from, to] = pick(warm, h);
  const caption = wrap(text, 30, 1)[0] ?? '';
  return svg(
    400,
    300,
    text,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="400" height="300" fill="url(#bg)"/>
  ${plate(dishOf(text, h), 200, 122, 0.95)}
  <rect y="246" width="400" height="54" fill="rgba(0,0,0,0.45)"/>
  <text x="200" y="280" text-anchor="middle" font-family="${font}" font-size="22" font-weight="600" fill="#FFFFFF">${escapeXml(caption)}</text>`,
  );
}

function avatar(text: string): string {
  const h = hash(text);
  return svg(
    128,
    128,
    text,
    `<circle cx="64" cy="64" r="64" fill="${pick(solid, h)}"/>
  <text x="64" y="80" text-anchor="middle" font-family="${font}" font-size="46" font-weight="600" fill="#FFFFFF">${escapeXml(initials(text))}</text>`,
  );
}

/** Words that say what kind of shop it is, not whose: "Warung Kak Ros" is KR. */
const tradeWords =
  /^(restoran|kedai makan|kedai|warung|kopitiam|cafe|dapur|gerai)\s+/i;

function logo(text: string): string {
  const h = hash(text);
  const colour = pick(solid, h);
  const mark = initials(text.replace(tradeWords, ''));
  return svg(
    128,
    128,
    text,
    `<rect width="128" height="128" rx="28" fill="${colour}"/>
  <circle cx="104" cy="24" r="40" fill="#FFFFFF" opacity="0.12"/>
  <path d="M30 96 h68" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" opacity="0.5"/>
  <text x="64" y="80" text-anchor="middle" font-family="${font}" font-size="44" font-weight="700" fill="#FFFFFF">${escapeXml(mark)}</text>`,
  );
}

function banner(text: string): string {
  const h = hash(text);
  const [from, to] = pick(warm, h, 3);
  const lines = wrap(text, 19, 2);
  const title = lines
    .map(
      (line, i) =>
        `<text x="72" y="${(lines.length === 1 ? 196 : 160) + i * 70}" font-family="${font}" font-size="58" font-weight="800" fill="#FFFFFF">${escapeXml(line)}</text>`,
    )
    .join('');
  return svg(
    1200,
    400,
    text,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
  <rect width="1200" height="400" fill="url(#bg)"/>
  <circle cx="1040" cy="60" r="220" fill="#FFFFFF" opacity="0.12"/>
  <circle cx="880" cy="420" r="160" fill="#FFFFFF" opacity="0.1"/>
  ${plate(dishOf(text, h), 940, 210, 1.35)}
  <rect x="72" y="${lines.length === 1 ? 240 : 282}" width="220" height="52" rx="26" fill="#FFFFFF"/>
  <text x="182" y="${lines.length === 1 ? 275 : 317}" text-anchor="middle" font-family="${font}" font-size="24" font-weight="700" fill="${to}">Order now</text>
  ${title}`,
  );
}

const renderers: Record<SeedImageKind, (text: string) => string> = {
  food,
  avatar,
  logo,
  banner,
};

/** The SVG document of a seed picture. */
export function renderSeedImage(kind: SeedImageKind, text: string): string {
  // Control characters have no place in a caption (and none in XML 1.0).
  const clean = text
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, maxText);
  return renderers[kind](clean || '?');
}

/**
 * `GET /seed-images/{kind}/{text}.svg`. Public like any static file (an
 * <img> sends no token), cached for a day, and locked down as a document:
 * an SVG opened on its own runs no script and loads nothing.
 */
export function registerSeedImages(app: FastifyInstance): void {
  app.get(`${prefix}/:kind/:file`, (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    if (!isSeedImageKind(kind) || !file.endsWith('.svg'))
      return reply.callNotFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      .send(renderSeedImage(kind, file.slice(0, -'.svg'.length)));
  });
}
