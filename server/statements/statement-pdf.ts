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

function tableHeader(page: PdfPage, top: number): number {
  page.fill(margin, top, contentWidth, rowHeight + 2, 0.92);
  for (const column of columns)
    page.text(column.x, top + 4, column.title, {
      font: 'bold',
      size: 8.5,
      align: column.align,
    });
  return top + rowHeight + 6;
}

function labelled(
  page: PdfPage,
  x: number,
  top: number,
  label: string,
  lines: readonly string[],
  width: number,
): number {
  page.text(x, top, label.toUpperCase(), { size: 7.5, gray: 0.35 });
  let y = top + 12;
  lines.forEach((line, i) => {
    const font = i === 0 ? 'bold' : 'regular';
    for (const part of wrapText(line, font, 9.5, width)) {
      page.text(x, y, part, { font, size: 9.5 });
      y += 13;
    }
  });
  return y;
}

/** The sums block: each line a label and an amount, the net payout last and bold. */
function summary(
  page: PdfPage,
  top: number,
  statement: MerchantStatement,
): number {
  const { totals } = statement;
  const lines = summaryLines(totals).map(
    ([label, amount]) => [label, formatMoney(amount)] as const,
  );
  const x = margin + contentWidth / 2;
  let y = top;
  for (const [label, amount] of lines) {
    page.text(x, y, label, { size: 9.5 });
    page.text(right, y, amount, { size: 9.5, align: 'right' });
    y += 14;
  }
  page.rule(x, right, y + 1, 0.8, 0.2);
  y += 6;
  page.text(x, y, 'Net payout', { font: 'bold', size: 11 });
  page.text(right, y, formatMoney(totals.netPayout), {
    font: 'bold',
    size: 11,
    align: 'right',
  });
  const note = platformFundedNote(totals);
  if (!note) return y + 20;
  y += 18;
  for (const line of wrapText(note, 'regular', 8, right - x, 3)) {
    page.text(x, y, line, { size: 8, gray: 0.35 });
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
  top: number,
  warnings: MerchantStatement['warnings'],
): number {
  if (warnings.length === 0) return top;
  const inset = 10;
  const boxTop = top + 12;
  const lines = warnings.flatMap((warning) =>
    wrapText(warning.message, 'regular', 9.5, contentWidth - 2 * inset, 3),
  );
  const height = inset + 14 + lines.length * 13 + inset;
  page.fill(margin, boxTop, contentWidth, height, 0.9);
  page.text(margin + inset, boxTop + inset, 'CHECK THE PAYOUT ACCOUNT', {
    font: 'bold',
    size: 7.5,
  });
  lines.forEach((line, i) =>
    page.text(margin + inset, boxTop + inset + 14 + i * 13, line, {
      size: 9.5,
    }),
  );
  return boxTop + height;
}

/**
 * The statement as an A4 PDF: the parties, period and payout details, the
 * sums, then every order in a table whose header repeats on each page and
 * whose rows never split, and "page n of m" at each foot.
 */
export function statementPdf(statement: MerchantStatement): Buffer {
  const { settlement, merchant, outlet, payout, totals } = statement;
  const title = `Statement ${settlement.code} - ${merchant.name}`;
  const doc = new PdfDocument(title);
  let page = doc.addPage();

  page.text(margin, margin, 'Merchant statement', { font: 'bold', size: 18 });
  page.text(margin, margin + 24, issuer, { size: 9.5, gray: 0.35 });
  page.text(right, margin + 2, settlement.code, {
    font: 'bold',
    size: 11,
    align: 'right',
  });
  page.text(right, margin + 18, `Issued ${formatDate(settlement.createdAt)}`, {
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
      margin + column,
      top,
      'Outlet',
      [outlet.name, ...outlet.address],
      column - 12,
    ),
    labelled(
      page,
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
    margin + column,
    y,
    'Status',
    [humanizeEnum(settlement.resolvedStatus)],
    column - 12,
  );
  labelled(
    page,
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
  y = payoutWarnings(page, y, statement.warnings);
  y = summary(page, y + 12, statement);

  page.text(margin, y, 'Orders', { font: 'bold', size: 12 });
  y = tableHeader(page, y + 20);
  if (statement.orders.length === 0) {
    page.text(margin + 4, y, 'No orders in this period.', { size: 9.5 });
    y += rowHeight;
  }
  for (const order of statement.orders) {
    if (y + rowHeight > bottom) {
      page = doc.addPage();
      y = tableHeader(page, margin);
    }
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
    y = tableHeader(page, margin);
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
  sums.forEach((value, i) => {
    const spec = columns[i];
    if (spec)
      page.text(spec.x, y, value, {
        font: 'bold',
        size: 8.5,
        align: spec.align,
      });
  });

  doc.pages.forEach((each, i) => {
    each.rule(margin, right, pageSize.height - margin - 12);
    each.text(margin, pageSize.height - margin - 6, title, {
      size: 7.5,
      gray: 0.35,
      maxWidth: contentWidth - 80,
    });
    each.text(
      right,
      pageSize.height - margin - 6,
      `Page ${i + 1} of ${doc.pages.length}`,
      {
        size: 7.5,
        gray: 0.35,
        align: 'right',
      },
    );
  });
  return doc.toBuffer();
}
