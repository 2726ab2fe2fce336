import { formatDate, formatMoney } from '../../src/registry/display-format';
import { humanizeEnum } from '../../src/registry/humanize-enum';
import { netPayoutOf } from '../../src/registry/business-figures';
import {
  type MerchantStatement,
  platformFundedNote,
  summaryLines,
} from '../../src/registry/statement';
import {
  PdfDocument,
  type PdfElement,
  type PdfPage,
  pageSize,
  wrapText,
} from './pdf/pdf-document';

/** Who issues the statement: the marketplace. */
const issuer = 'ZFood marketplace';
const margin = 48;
const right = pageSize.width - margin;
const contentWidth = right - margin;
const rowHeight = 16;
/** Where the last table row may end: above the page footer. */
const bottom = pageSize.height - margin - 24;

/** The orders table's columns: where each ends (figures) or starts (text). */
const columns = [
  { title: 'Order', x: margin + 4, align: 'left', width: 92 },
  { title: 'Date', x: margin + 100, align: 'left', width: 78 },
  { title: 'Gross', x: margin + 236, align: 'right' },
  { title: 'Your discount', x: margin + 304, align: 'right' },
  { title: 'Commission', x: margin + 372, align: 'right' },
  { title: 'Payment fee', x: margin + 440, align: 'right' },
  { title: 'Net', x: right - 4, align: 'right' },
] as const;

/**
 * The orders table's header band. The first is the table's header row; the
 * copies atop later pages are page furniture, so a reader hears it once.
 */
function tableHeader(
  page: PdfPage,
  top: number,
  table: PdfElement | undefined,
): number {
  page.fill(margin, top, contentWidth, rowHeight + 2, 0.92);
  const row = table?.add('TR');
  for (const column of columns)
    page.text(column.x, top + 4, column.title, {
      role: row?.add('TH', { scope: 'Column' }) ?? 'pagination',
      font: 'bold',
      size: 8.5,
      align: column.align,
    });
  return top + rowHeight + 6;
}

/** A small heading over lines, the first in bold: one of the parties, the period … */
function labelled(
  page: PdfPage,
  parent: PdfElement,
  x: number,
  top: number,
  label: string,
  lines: readonly string[],
  width: number,
): number {
  page.text(x, top, label.toUpperCase(), {
    role: parent.add('H2'),
    size: 7.5,
    gray: 0.35,
  });
  let y = top + 12;
  lines.forEach((line, i) => {
    const font = i === 0 ? 'bold' : 'regular';
    const paragraph = parent.add('P');
    for (const part of wrapText(line, font, 9.5, width)) {
      page.text(x, y, part, { role: paragraph, font, size: 9.5 });
      y += 13;
    }
  });
  return y;
}

/**
 * The sums block, a table of a label and an amount a line, the net payout
 * last and bold.
 */
function summary(
  page: PdfPage,
  parent: PdfElement,
  top: number,
  statement: MerchantStatement,
): number {
  const { totals } = statement;
  const lines = summaryLines(totals).map(
    ([label, amount]) => [label, formatMoney(amount)] as const,
  );
  const table = parent.add('Table');
  const x = margin + contentWidth / 2;
  const line = (
    y: number,
    label: string,
    amount: string,
    style: { font?: 'bold'; size: number },
  ) => {
    const row = table.add('TR');
    page.text(x, y, label, {
      role: row.add('TH', { scope: 'Row' }),
      ...style,
    });
    page.text(right, y, amount, {
      role: row.add('TD'),
      align: 'right',
      ...style,
    });
  };
  let y = top;
  for (const [label, amount] of lines) {
    line(y, label, amount, { size: 9.5 });
    y += 14;
  }
  page.rule(x, right, y + 1, 0.8, 0.2);
  y += 6;
  line(y, 'Net payout', formatMoney(totals.netPayout), {
    font: 'bold',
    size: 11,
  });
  const note = platformFundedNote(totals);
  if (!note) return y + 20;
  y += 18;
  const paragraph = parent.add('P');
  for (const part of wrapText(note, 'regular', 8, right - x, 3)) {
    page.text(x, y, part, { role: paragraph, size: 8, gray: 0.35 });
    y += 11;
  }
  return y + 14;
}

/**
 * What is wrong with where the statement pays (a holder who is not the
 * merchant, an account changed recently), boxed above the sums, so a
 * printed copy says it as loudly as the screen.
 */
function payoutWarnings(
  page: PdfPage,
  parent: PdfElement,
  top: number,
  warnings: MerchantStatement['warnings'],
): number {
  if (warnings.length === 0) return top;
  const inset = 10;
  const boxTop = top + 12;
  const paragraphs = warnings.map((warning) => ({
    lines: wrapText(
      warning.message,
      'regular',
      9.5,
      contentWidth - 2 * inset,
      3,
    ),
  }));
  const lineCount = paragraphs.reduce((n, each) => n + each.lines.length, 0);
  const height = inset + 14 + lineCount * 13 + inset;
  page.fill(margin, boxTop, contentWidth, height, 0.9);
  page.text(margin + inset, boxTop + inset, 'CHECK THE PAYOUT ACCOUNT', {
    role: parent.add('H2'),
    font: 'bold',
    size: 7.5,
  });
  let y = boxTop + inset + 14;
  for (const { lines } of paragraphs) {
    const paragraph = parent.add('P');
    for (const line of lines) {
      page.text(margin + inset, y, line, { role: paragraph, size: 9.5 });
      y += 13;
    }
  }
  return boxTop + height;
}

/**
 * The statement as a tagged A4 PDF: the parties, period and payout details,
 * the sums, then every order in a table whose header repeats on each page
 * and whose rows never split, and "page n of m" at each foot. Names in any
 * script the fonts cover (Latin, Tamil, Arabic, Chinese) are drawn and read
 * back as written.
 */
export function statementPdf(statement: MerchantStatement): Buffer {
  const { settlement, merchant, outlet, payout, totals } = statement;
  const title = `Statement ${settlement.code} - ${merchant.name}`;
  const doc = new PdfDocument(title);
  const body = doc.root;
  let page = doc.addPage();

  page.text(margin, margin, 'Merchant statement', {
    role: body.add('H1'),
    font: 'bold',
    size: 18,
  });
  page.text(margin, margin + 24, issuer, {
    role: body.add('P'),
    size: 9.5,
    gray: 0.35,
  });
  page.text(right, margin + 2, settlement.code, {
    role: body.add('P'),
    font: 'bold',
    size: 11,
    align: 'right',
  });
  page.text(right, margin + 18, `Issued ${formatDate(settlement.createdAt)}`, {
    role: body.add('P'),
    size: 9,
    align: 'right',
    gray: 0.35,
  });
  page.rule(margin, right, margin + 44);

  const column = contentWidth / 3;
  const top = margin + 56;
  const ends = [
    labelled(
      page,
      body,
      margin,
      top,
      'Merchant',
      [
        merchant.name,
        ...(merchant.legalName ? [merchant.legalName] : []),
        ...(merchant.registrationNumber
          ? [`Reg. no. ${merchant.registrationNumber}`]
          : []),
      ],
      column - 12,
    ),
    labelled(
      page,
      body,
      margin + column,
      top,
      'Outlet',
      [outlet.name, ...outlet.address],
      column - 12,
    ),
    labelled(
      page,
      body,
      margin + 2 * column,
      top,
      'Payout to',
      [
        payout.accountName ?? '—',
        payout.bankName ?? '—',
        `Account ${payout.accountNumber ?? '—'}`,
      ],
      column - 12,
    ),
  ];
  let y = Math.max(...ends) + 8;
  labelled(
    page,
    body,
    margin,
    y,
    'Period',
    [
      `${formatDate(settlement.periodStart)} – ${formatDate(settlement.periodEnd)}`,
    ],
    column - 12,
  );
  labelled(
    page,
    body,
    margin + column,
    y,
    'Status',
    [humanizeEnum(settlement.resolvedStatus)],
    column - 12,
  );
  labelled(
    page,
    body,
    margin + 2 * column,
    y,
    'Paid',
    settlement.paidAt
      ? [formatDate(settlement.paidAt), settlement.paymentReference ?? '']
      : ['Not yet paid'],
    column - 12,
  );
  y += 48;
  page.rule(margin, right, y);
  y = payoutWarnings(page, body, y, statement.warnings);
  y = summary(page, body, y + 12, statement);

  page.text(margin, y, 'Orders', {
    role: body.add('H2'),
    font: 'bold',
    size: 12,
  });
  const table = body.add('Table');
  y = tableHeader(page, y + 20, table);
  if (statement.orders.length === 0) {
    page.text(margin + 4, y, 'No orders in this period.', {
      role: table.add('TR').add('TD'),
      size: 9.5,
    });
    y += rowHeight;
  }
  for (const order of statement.orders) {
    if (y + rowHeight > bottom) {
      page = doc.addPage();
      y = tableHeader(page, margin, undefined);
    }
    const row = table.add('TR');
    const cells = [
      order.code,
      formatDate(order.date),
      formatMoney(order.gross),
      formatMoney(order.merchantDiscount),
      formatMoney(order.commission),
      formatMoney(order.paymentFee),
      formatMoney(order.net),
    ];
    cells.forEach((value, i) => {
      const spec = columns[i];
      if (!spec) return;
      page.text(spec.x, y, value, {
        role: row.add('TD'),
        size: 8.5,
        align: spec.align,
        ...('width' in spec ? { maxWidth: spec.width } : {}),
      });
    });
    page.rule(margin, right, y + rowHeight - 4, 0.3, 0.85);
    y += rowHeight;
  }
  if (y + rowHeight > bottom) {
    page = doc.addPage();
    y = tableHeader(page, margin, undefined);
  }
  const sums = [
    'Total',
    '',
    formatMoney(totals.gross),
    formatMoney(totals.merchantDiscounts),
    formatMoney(totals.commission),
    formatMoney(totals.paymentFees),
    formatMoney(netPayoutOf({ ...totals, refunds: 0 })),
  ];
  const totalRow = table.add('TR');
  sums.forEach((value, i) => {
    const spec = columns[i];
    const cell =
      i === 0 ? totalRow.add('TH', { scope: 'Row' }) : totalRow.add('TD');
    if (spec && value)
      page.text(spec.x, y, value, {
        role: cell,
        font: 'bold',
        size: 8.5,
        align: spec.align,
      });
  });

  doc.pages.forEach((each, i) => {
    each.rule(margin, right, pageSize.height - margin - 12);
    each.text(margin, pageSize.height - margin - 6, title, {
      role: 'pagination',
      size: 7.5,
      gray: 0.35,
      maxWidth: contentWidth - 80,
    });
    each.text(
      right,
      pageSize.height - margin - 6,
      `Page ${i + 1} of ${doc.pages.length}`,
      {
        role: 'pagination',
        size: 7.5,
        gray: 0.35,
        align: 'right',
      },
    );
  });
  return doc.toBuffer();
}
