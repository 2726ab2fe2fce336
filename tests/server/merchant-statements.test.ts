/**
 * A settlement as its merchant's statement (`GET /admin/settlements/{id}/
 * statement`, `…/statement.pdf`) and the list's sums (`totals=`): the
 * figures are the orders' and the daily summaries', checked here against
 * SQL written independently; authorised like settlements themselves.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MerchantStatement } from '../../src/registry/statement';
import { apiAs, type ApiClient } from './support/api-client';
import {
  elements,
  type PdfName,
  PdfRef,
  type PdfString,
  type PdfValue,
  readPdf,
} from './support/pdf-reader';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let finance: ApiClient;
let reviewer: ApiClient;
let staff: ApiClient;
let client: ApiClient;
/** The settlement with the most orders, so its statement has lines to add up. */
let settlementId: number;

beforeAll(async () => {
  server = await startTestServer();
  [finance, reviewer, staff, client] = await Promise.all([
    apiAs(server, 'finance@zfood.my'),
    apiAs(server, 'reviewer@zfood.my'),
    apiAs(server, 'staff@zfood.my'),
    apiAs(server, 'client@zfood.my'),
  ]);
  const { rows } = await server.db.query<{ id: number }>(
    `SELECT id::int AS id FROM settlements ORDER BY order_count DESC, id LIMIT 1`,
  );
  settlementId = Number(rows[0]?.id);
});
afterAll(() => server.close());

const statementPath = (id: number | string) =>
  `/admin/settlements/${id}/statement`;

describe('the statement', () => {
  test("lists the outlet's sale orders of the period and sums them to the sen, matching the settlement", async () => {
    const answer = await finance.get<{ data: MerchantStatement }>(
      statementPath(settlementId),
    );
    expect(answer.status, answer.text).toBe(200);
    const statement = answer.body.data;

    // Independently: the orders placed on the period's Malaysian days, not cancelled, rejected or refunded.
    const { rows: expected } = await server.db.query<{
      code: string;
      gross: string;
      commission: string;
      fee: string;
      subsidy: string;
      merchant_discount: string;
    }>(
      `SELECT o.code, o.subtotal::text AS gross,
         round(o.subtotal * me.commission_percent / 100)::text AS commission,
         round(o.total * 15 / 1000.0)::text AS fee,
         (CASE WHEN p.funded_by = 'PLATFORM' THEN o.discount
               WHEN p.funded_by = 'SHARED' THEN round(o.discount * (100 - coalesce(p.merchant_share_percent, 50)) / 100)
               ELSE 0 END)::text AS subsidy,
         (o.discount - CASE WHEN p.funded_by = 'PLATFORM' THEN o.discount
               WHEN p.funded_by = 'SHARED' THEN round(o.discount * (100 - coalesce(p.merchant_share_percent, 50)) / 100)
               ELSE 0 END)::text AS merchant_discount
       FROM settlements s
       JOIN orders o ON o.outlet_id = s.outlet_id
       JOIN merchants me ON me.id = s.merchant_id
       LEFT JOIN promotions p ON p.id = o.promotion_id
       WHERE s.id = $1
         AND o.placed_at >= s.period_start - interval '8 hours'
         AND o.placed_at < s.period_end + interval '16 hours'
         AND o.status NOT IN ('CANCELLED', 'REJECTED', 'REFUNDED')
       ORDER BY o.placed_at, o.id`,
      [settlementId],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(statement.orders.map((o) => o.code)).toEqual(
      expected.map((o) => o.code),
    );
    const total = (
      key: 'gross' | 'commission' | 'fee' | 'subsidy' | 'merchant_discount',
    ) => expected.reduce((sum, row) => sum + Number(row[key]), 0);
    statement.orders.forEach((order, i) => {
      const row = expected[i];
      expect(order.gross).toBe(Number(row?.gross));
      expect(order.commission).toBe(Number(row?.commission));
      expect(order.paymentFee).toBe(Number(row?.fee));
      expect(order.subsidy).toBe(Number(row?.subsidy));
      expect(order.merchantDiscount).toBe(Number(row?.merchant_discount));
      // The merchant is paid menu prices less its own part of the discount.
      expect(order.net).toBe(
        order.gross -
          order.merchantDiscount -
          order.commission -
          order.paymentFee,
      );
    });

    const { rows: days } = await server.db.query<{ refunds: string }>(
      `SELECT coalesce(sum(refunds), 0)::text AS refunds FROM settlement_daily_summaries WHERE settlement_id = $1`,
      [settlementId],
    );
    const refunds = Number(days[0]?.refunds);
    expect(statement.totals).toEqual({
      orderCount: expected.length,
      gross: total('gross'),
      merchantDiscounts: total('merchant_discount'),
      commission: total('commission'),
      paymentFees: total('fee'),
      subsidies: total('subsidy'),
      refunds,
      netPayout:
        total('gross') -
        total('merchant_discount') -
        total('commission') -
        total('fee') -
        refunds,
    });

    const { rows: recorded } = await server.db.query<{
      code: string;
      net: string;
      merchant: string;
      account: string | null;
    }>(
      `SELECT s.code, s.net_payout::text AS net, me.name AS merchant, s.bank_account_number AS account
       FROM settlements s JOIN merchants me ON me.id = s.merchant_id WHERE s.id = $1`,
      [settlementId],
    );
    expect(statement.totals.netPayout).toBe(Number(recorded[0]?.net));
    expect(statement.differences).toEqual({});
    expect(statement.settlement.code).toBe(recorded[0]?.code);
    expect(statement.merchant.name).toBe(recorded[0]?.merchant);
    expect(statement.payout.accountNumber).toBe(recorded[0]?.account);
  });

  test('pays the merchant menu prices for a platform-funded discount, and no more: the money adds up', async () => {
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT s.id::int AS id FROM settlements s
       WHERE EXISTS (SELECT 1 FROM orders o JOIN promotions p ON p.id = o.promotion_id
         WHERE o.outlet_id = s.outlet_id AND p.funded_by <> 'MERCHANT' AND o.discount > 0
           AND o.placed_at >= s.period_start - interval '8 hours'
           AND o.placed_at < s.period_end + interval '16 hours'
           AND o.status NOT IN ('CANCELLED', 'REJECTED', 'REFUNDED'))
       ORDER BY s.id LIMIT 1`,
    );
    expect(rows.length).toBe(1);
    const answer = await finance.get<{ data: MerchantStatement }>(
      statementPath(Number(rows[0]?.id)),
    );
    const { totals, orders } = answer.body.data;
    expect(totals.subsidies).toBeGreaterThan(0);
    const { rows: paid } = await server.db.query<{
      total: string;
      delivery: string;
      tax: string;
    }>(
      `SELECT sum(total)::text AS total, sum(delivery_fee)::text AS delivery,
         sum(service_tax)::text AS tax FROM orders WHERE code = ANY($1)`,
      [orders.map((order) => order.code)],
    );
    const customersPaid = Number(paid[0]?.total);
    // What the platform keeps of what customers paid, after paying the
    // merchant (before refunds) and the payment provider, is its commission,
    // the delivery fees and SST, less the discounts it funded itself.
    const kept =
      customersPaid - (totals.netPayout + totals.refunds) - totals.paymentFees;
    expect(kept).toBe(
      totals.commission +
        Number(paid[0]?.delivery) +
        Number(paid[0]?.tax) -
        totals.subsidies,
    );
  });

  test('every seeded settlement agrees with the orders and days it covers', async () => {
    const { rows } = await server.db.query<{ id: number }>(
      `SELECT id::int AS id FROM settlements ORDER BY id`,
    );
    const disagreeing: string[] = [];
    for (const { id } of rows) {
      const answer = await reviewer.get<{ data: MerchantStatement }>(
        statementPath(id),
      );
      expect(answer.status).toBe(200);
      const { differences } = answer.body.data;
      if (Object.keys(differences).length > 0)
        disagreeing.push(`${id}: ${JSON.stringify(differences)}`);
    }
    expect(disagreeing).toEqual([]);
  });

  test('a changed order shows as a difference from the recorded settlement, never hidden', async () => {
    const { rows } = await server.db.query<{ id: number; order: number }>(
      `SELECT s.id::int AS id, o.id::int AS order FROM settlements s
       JOIN orders o ON o.outlet_id = s.outlet_id
         AND o.placed_at >= s.period_start - interval '8 hours'
         AND o.placed_at < s.period_end + interval '16 hours'
         AND o.status = 'COMPLETED'
       ORDER BY s.id DESC LIMIT 1`,
    );
    const { id, order } = rows[0] ?? { id: 0, order: 0 };
    await server.db.query(
      `UPDATE orders SET subtotal = subtotal + 100 WHERE id = $1`,
      [order],
    );
    try {
      const answer = await finance.get<{ data: MerchantStatement }>(
        statementPath(id),
      );
      expect(answer.body.data.differences.grossSales).toEqual({
        recorded: answer.body.data.totals.gross - 100,
        computed: answer.body.data.totals.gross,
      });
    } finally {
      await server.db.query(
        `UPDATE orders SET subtotal = subtotal - 100 WHERE id = $1`,
        [order],
      );
    }
  });

  /** The statement PDF's bytes as a client downloads them. */
  const downloadPdf = async (id: number) => {
    const response = await fetch(
      `${server.baseUrl}/api/v1${statementPath(id)}.pdf`,
      {
        headers: {
          authorization: finance.authorization,
          platform: 'admin_frontend',
        },
      },
    );
    expect(response.status).toBe(200);
    return { response, pdf: Buffer.from(await response.arrayBuffer()) };
  };
  /** Amounts print with a no-break space after "RM"; a reader may give either. */
  const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

  test('as a PDF: a tagged PDF of A4 pages, its text naming the merchant, every order and the net payout', async () => {
    const json = await finance.get<{ data: MerchantStatement }>(
      statementPath(settlementId),
    );
    const statement = json.body.data;
    const { response, pdf } = await downloadPdf(settlementId);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-${statement.settlement.code}.pdf"`,
    );
    expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.7\n');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    const read = readPdf(pdf);
    const pages = read.get(read.catalog.get('Pages'));
    const firstPage = read.get(
      pages instanceof Map ? (pages.get('Kids') as PdfValue[])[0] : undefined,
    );
    expect(
      firstPage instanceof Map ? firstPage.get('MediaBox') : undefined,
    ).toEqual([0, 0, 595.28, 841.89]);
    // Every font is embedded, so it draws the same everywhere, and maps back to text.
    expect(read.fonts.length).toBeGreaterThan(0);
    for (const font of read.fonts) {
      expect(font.get('ToUnicode')).toBeInstanceOf(PdfRef);
      const [descendant] = read.get(font.get('DescendantFonts')) as PdfValue[];
      const descriptor = read.get(
        (read.get(descendant) as Map<string, PdfValue>).get('FontDescriptor'),
      ) as Map<string, PdfValue>;
      expect(
        descriptor.get('FontFile2') ?? descriptor.get('FontFile3'),
      ).toBeInstanceOf(PdfRef);
    }

    const text = spaced(read.pages.join('\n'));
    expect(text).toContain(statement.merchant.name);
    const net = new Intl.NumberFormat('en-MY', {
      style: 'currency',
      currency: 'MYR',
    }).format(statement.totals.netPayout / 100);
    expect(text).toContain(spaced(net));
    for (const order of statement.orders) expect(text).toContain(order.code);
  });

  test('as a PDF: tagged for assistive technology (PDF/UA): language, title, headings, a table of orders; footers are artifacts', async () => {
    const json = await finance.get<{ data: MerchantStatement }>(
      statementPath(settlementId),
    );
    const statement = json.body.data;
    const title = `Statement ${statement.settlement.code} - ${statement.merchant.name}`;
    const read = readPdf((await downloadPdf(settlementId)).pdf);

    const { catalog } = read;
    const markInfo = read.get(catalog.get('MarkInfo'));
    expect(markInfo instanceof Map && markInfo.get('Marked')).toBe(true);
    expect((catalog.get('Lang') as PdfString).text).toBe('en-MY');
    const preferences = read.get(catalog.get('ViewerPreferences'));
    expect(
      preferences instanceof Map && preferences.get('DisplayDocTitle'),
    ).toBe(true);
    expect((read.info.get('Title') as PdfString).text).toBe(title);
    expect(read.metadata).toContain(
      `<rdf:li xml:lang="x-default">${title}</rdf:li>`,
    );
    expect(read.metadata).toContain('<pdfuaid:part>1</pdfuaid:part>');

    // The structure a screen reader walks, each element with its text.
    const { structure } = read;
    expect(structure.type).toBe('Document');
    expect(structure.children[0]).toMatchObject({
      type: 'H1',
      text: 'Merchant statement',
    });
    const all = elements(structure);
    const headings = all.filter((each) => each.type === 'H2');
    expect(headings.map((each) => each.text)).toEqual(
      expect.arrayContaining(['MERCHANT', 'OUTLET', 'PAYOUT TO', 'Orders']),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ type: 'P', text: statement.merchant.name }),
    );
    const tables = structure.children.filter((each) => each.type === 'Table');
    const orders = tables.at(-1);
    const [header, ...rows] = orders?.children ?? [];
    expect(
      header?.children.map((cell) => [
        cell.type,
        cell.text,
        (cell.attributes.get('Scope') as PdfName | undefined)?.name,
      ]),
    ).toEqual(
      [
        'Order',
        'Date',
        'Gross',
        'Your discount',
        'Commission',
        'Payment fee',
        'Net',
      ].map((name) => ['TH', name, 'Column']),
    );
    // A row an order, then the totals: the header repeated atop later pages is furniture.
    expect(rows).toHaveLength(statement.orders.length + 1);
    statement.orders.forEach((order, i) =>
      expect(rows[i]?.children.map((cell) => cell.type)).toEqual(
        Array(7).fill('TD'),
      ),
    );
    expect(rows.map((row) => row.children[0]?.text)).toEqual([
      ...statement.orders.map((order) => order.code),
      'Total',
    ]);
    const sums = tables[0]?.children.map((row) =>
      spaced(row.children.map((cell) => cell.text).join(': ')),
    );
    expect(sums).toContain(
      `Net payout: ${spaced(
        new Intl.NumberFormat('en-MY', {
          style: 'currency',
          currency: 'MYR',
        }).format(statement.totals.netPayout / 100),
      )}`,
    );
    // Each marked content is its element's, as the parent tree says.
    expect(read.misattributed).toEqual([]);

    const pageCount = read.pages.length;
    expect(read.artifacts[0]).toContain(`Page 1 of ${pageCount}`);
    expect(read.pages.join('\n')).not.toContain('Page 1 of');
    expect(all.some((each) => each.text.includes('Page 1 of'))).toBe(false);
  });

  test('as a PDF: names in Chinese, Tamil and Arabic are drawn in fonts that have them, and read back as written', async () => {
    const { rows } = await server.db.query<{
      merchant: number;
      outlet: number;
      merchantName: string;
      outletName: string;
      holder: string | null;
    }>(
      `SELECT me.id::int AS merchant, mo.id::int AS outlet, me.name AS "merchantName",
         mo.name AS "outletName", s.bank_account_name AS holder
       FROM settlements s JOIN merchants me ON me.id = s.merchant_id
       JOIN merchant_outlets mo ON mo.id = s.outlet_id WHERE s.id = $1`,
      [settlementId],
    );
    const before = rows[0];
    if (!before) throw new Error('No settlement to name');
    const names = {
      merchant: '陈记海南鸡饭',
      outlet: 'முருகன் இட்லி கடை',
      holder: 'مطعم الأصالة',
    };
    const rename = (merchant: string, outlet: string, holder: string | null) =>
      Promise.all([
        server.db.query(`UPDATE merchants SET name = $2 WHERE id = $1`, [
          before.merchant,
          merchant,
        ]),
        server.db.query(`UPDATE merchant_outlets SET name = $2 WHERE id = $1`, [
          before.outlet,
          outlet,
        ]),
        server.db.query(
          `UPDATE settlements SET bank_account_name = $2 WHERE id = $1`,
          [settlementId, holder],
        ),
      ]);
    await rename(names.merchant, names.outlet, names.holder);
    try {
      const read = readPdf((await downloadPdf(settlementId)).pdf);
      const fonts = read.fonts.map((font) =>
        (font.get('BaseFont') as PdfName).name.replace(/^[A-Z]{6}\+/, ''),
      );
      expect(fonts).toEqual(
        expect.arrayContaining([
          'NotoSans-Bold',
          'NotoSansHans-Bold',
          'NotoSansTamil-Bold',
          'NotoSansArabic-Bold',
        ]),
      );
      // Text extraction and the structure both give the names back; the
      // Tamil one through /ActualText, as its vowel signs are drawn first.
      const text = read.pages.join('\n');
      expect(text).toContain(names.merchant);
      expect(text).toContain(names.outlet);
      const paragraphs = elements(read.structure)
        .filter((each) => each.type === 'P')
        .map((each) => each.text);
      expect(paragraphs).toEqual(
        expect.arrayContaining([names.merchant, names.outlet]),
      );
      expect((read.info.get('Title') as PdfString).text).toContain(
        names.merchant,
      );
      // Arabic is drawn right to left, joined: its glyphs map back to its
      // letters, which a reader puts back in order.
      for (const letter of names.holder.replace(/\s/g, ''))
        expect(text).toContain(letter);
    } finally {
      await rename(before.merchantName, before.outletName, before.holder);
    }
  });

  test('is 404 for a settlement that does not exist, and for an id that is no id', async () => {
    expect((await finance.get(statementPath(999_999))).status).toBe(404);
    expect((await finance.get(statementPath('abc'))).status).toBe(404);
    expect(
      (await finance.request('GET', `${statementPath(999_999)}.pdf`)).status,
    ).toBe(404);
  });

  test('is refused to anyone who may not read settlements, PDF included', async () => {
    for (const user of [staff, client]) {
      expect((await user.get(statementPath(settlementId))).status).toBe(403);
      expect(
        (await user.request('GET', `${statementPath(settlementId)}.pdf`))
          .status,
      ).toBe(403);
    }
  });
});

describe('the list sums (totals=)', () => {
  const payable = 'PENDING,REVIEWED,VERIFIED,APPROVED,PAID,CONFIRMED';

  test("sums every matching row, not only the page, under the list's filters", async () => {
    const { rows: merchants } = await server.db.query<{ id: number }>(
      `SELECT merchant_id::int AS id FROM settlements GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const merchant = Number(merchants[0]?.id);
    const answer = await finance.get<{
      data: unknown[];
      meta: { total: number; totals: Record<string, number> };
    }>(
      `/admin/settlements?perPage=1&search[resolvedStatus][in]=${payable}&search[merchantId]=${merchant}&totals=grossSales,commission,paymentFees,adjustments,netPayout,orderCount`,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    const { rows } = await server.db.query<Record<string, string>>(
      `SELECT count(*)::text AS n, sum(gross_sales)::text AS gross, sum(commission)::text AS commission,
         sum(payment_fees)::text AS fees, sum(adjustments)::text AS adjustments,
         sum(net_payout)::text AS net, sum(order_count)::text AS orders
       FROM settlements WHERE merchant_id = $1 AND resolved_status = ANY($2::text[])`,
      [merchant, payable.split(',')],
    );
    const sql = rows[0] ?? {};
    expect(answer.body.meta.total).toBe(Number(sql.n));
    expect(answer.body.meta.totals).toEqual({
      grossSales: Number(sql.gross),
      commission: Number(sql.commission),
      paymentFees: Number(sql.fees),
      adjustments: Number(sql.adjustments),
      netPayout: Number(sql.net),
      orderCount: Number(sql.orders),
    });
  });

  test('sums to 0 when nothing matches, and only when asked', async () => {
    const none = await finance.get<{ meta: Record<string, unknown> }>(
      '/admin/settlements?search[merchantId]=999999&totals=netPayout',
    );
    expect(none.body.meta.totals).toEqual({ netPayout: 0 });
    const plain = await finance.get<{ meta: Record<string, unknown> }>(
      '/admin/settlements?perPage=1',
    );
    expect(plain.body.meta).not.toHaveProperty('totals');
  });

  test('a field that is not a number or money is a 422 naming the fields that are', async () => {
    const answer = await finance.get<{ errors: Record<string, string[]> }>(
      '/admin/settlements?totals=code',
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors.totals?.[0]).toMatch(
      /use orderCount, grossSales/,
    );
  });
});
