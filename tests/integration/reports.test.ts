/**
 * Raporlar (/admin/reports, issue 19): a seeded November 2026 gives the figures worked out by
 * hand below; every CSV matches its table; bad input is a Turkish 400; no session, no report.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  appointmentPackages,
  appointmentServices,
  appointments,
  closures,
  customers,
  saleLines,
  salePayments,
  sales,
  saleTips,
  surveyQuestions,
  surveyResponses,
  surveys,
  teamMembers,
} from '../../db/schema';
import * as route from '../../app/routes/admin/reports/reports';
import * as csvRoute from '../../app/routes/admin/reports/csv';
import { plainCell } from '../../app/domain/csv';
import { formatCell, REPORT_MESSAGES, REPORT_TABLE_IDS, type ReportTable } from '../../app/domain/reports';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb } from '../helpers/test-db';

type Page = Extract<Awaited<ReturnType<typeof route.loader>>, { search: string }>;

// "now" is Tuesday 2026-11-24 10:00 Istanbul: what lies before the 24th has passed.
const NOVEMBER = 'period=range&from=2026-11-01&to=2026-11-30';

/**
 * The seeded studio (default hours: Sunday 11-18, Monday closed, Tuesday to Saturday 09-18):
 * November 2026 has 5 Sundays (5 x 420 min), 5 Mondays and 20 other days (20 x 540 min), so
 * 12,900 open minutes; a studio closure on Wednesday the 11th takes 540 (12,360) and Elif's
 * 14:00-16:00 off on the 12th another 120 for her (12,240).
 */
function seed(db: Db) {
  const member = (name: string) =>
    db.insert(teamMembers).values({ name, specialization: 'Nail Art' }).returning().get().id;
  const elif = member('Elif');
  const zeynep = member('Zeynep');
  member('Pasif Üye');
  db.update(teamMembers).set({ isActive: false }).where(eqName('Pasif Üye')).run();
  const customer = (name: string) => db.insert(customers).values({ name }).returning().get().id;
  const [c1, c2, c3, c4] = ['Ayşe', 'Burcu', 'Ceren', 'Derya'].map(customer) as [number, number, number, number];
  const book = (
    a: {
      member: number | null;
      customer: number;
      date: string;
      time: string;
      status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
      minutes: number;
      custom?: number;
      kurus: number;
      noShow?: boolean;
      tip?: number;
    },
    lines: { name: string; kurus: number; pkg?: boolean }[] = [],
  ) => {
    const id = db
      .insert(appointments)
      .values({
        customerId: a.customer,
        customerName: 'Müşteri',
        teamMemberId: a.member,
        date: a.date,
        time: a.time,
        status: a.status,
        durationMinutes: a.minutes,
        customDuration: a.custom ?? null,
        totalPriceKurus: a.kurus,
        noShow: a.noShow ?? false,
      })
      .returning()
      .get().id;
    for (const l of lines) {
      const table = l.pkg ? appointmentPackages : appointmentServices;
      db.insert(table).values({ appointmentId: id, name: l.name, priceKurus: l.kurus, durationMinutes: 60 }).run();
    }
    // a completed visit was checked out (issue 27: revenue is what the sales took), on its own day
    if (a.status === 'completed') {
      const saleId = db
        .insert(sales)
        .values({
          appointmentId: id,
          customerId: a.customer,
          customerName: 'Müşteri',
          status: 'completed',
          day: a.date,
          subtotalKurus: a.kurus,
          netKurus: a.kurus,
          totalKurus: a.kurus + (a.tip ?? 0),
          tipsKurus: a.tip ?? 0,
          paidKurus: a.kurus + (a.tip ?? 0),
          completedAt: new Date(`${a.date}T18:00:00+03:00`),
        })
        .returning()
        .get().id;
      for (const l of lines.length ? lines : [{ name: 'Kalıcı Oje', kurus: a.kurus }]) {
        db.insert(saleLines)
          .values({
            saleId,
            kind: l.pkg ? 'package' : 'service',
            name: l.name,
            listPriceKurus: l.kurus,
            priceKurus: l.kurus,
            netKurus: l.kurus,
            teamMemberId: a.member,
          })
          .run();
      }
      if (a.tip)
        db.insert(saleTips).values({ saleId, teamMemberId: a.member, memberName: 'Elif', amountKurus: a.tip }).run();
      db.insert(salePayments)
        .values({
          saleId,
          method: 'cash',
          amountKurus: a.kurus + (a.tip ?? 0),
          day: a.date,
          takenAt: new Date(`${a.date}T18:00:00+03:00`),
        })
        .run();
    }
    return id;
  };
  // history before the period: Ayşe came in October; Derya only booked and cancelled
  book({
    member: elif,
    customer: c1,
    date: '2026-10-15',
    time: '10:00',
    status: 'completed',
    minutes: 60,
    kurus: 45000,
  });
  book({
    member: elif,
    customer: c4,
    date: '2026-10-20',
    time: '10:00',
    status: 'cancelled',
    minutes: 60,
    kurus: 45000,
  });
  // November
  const a1 = book(
    { member: elif, customer: c1, date: '2026-11-03', time: '10:00', status: 'completed', minutes: 60, kurus: 45000 },
    [{ name: 'Kalıcı Oje', kurus: 45000 }],
  );
  const a2 = book(
    {
      member: elif,
      customer: c2,
      date: '2026-11-04',
      time: '11:00',
      status: 'completed',
      minutes: 90,
      kurus: 70000,
      tip: 5000,
    },
    [
      { name: 'Protez Tırnak', kurus: 50000 },
      { name: 'Nail Art', kurus: 20000 },
    ],
  );
  const a3 = book(
    {
      member: zeynep,
      customer: c3,
      date: '2026-11-05',
      time: '14:00',
      status: 'completed',
      minutes: 60,
      custom: 120,
      kurus: 30000,
    },
    [{ name: 'Gelin Paketi', kurus: 30000, pkg: true }],
  );
  book(
    { member: zeynep, customer: c2, date: '2026-11-10', time: '09:00', status: 'cancelled', minutes: 60, kurus: 45000 },
    [{ name: 'Kalıcı Oje', kurus: 45000 }],
  );
  book({
    member: elif,
    customer: c4,
    date: '2026-11-17',
    time: '15:00',
    status: 'confirmed',
    minutes: 60,
    kurus: 45000,
    noShow: true,
  }); // marked 'Gelmedi': a no-show
  book({
    member: zeynep,
    customer: c1,
    date: '2026-11-18',
    time: '16:30',
    status: 'pending',
    minutes: 30,
    kurus: 20000,
  }); // passed, never closed nor marked: due, not a no-show
  book({
    member: elif,
    customer: c3,
    date: '2026-11-26',
    time: '10:00',
    status: 'confirmed',
    minutes: 60,
    kurus: 45000,
  }); // still to come
  book(
    { member: null, customer: c2, date: '2026-11-20', time: '12:00', status: 'completed', minutes: 60, kurus: 25000 },
    [{ name: 'Kalıcı Oje', kurus: 25000 }],
  );
  // after the period
  book(
    { member: zeynep, customer: c1, date: '2026-12-01', time: '10:00', status: 'completed', minutes: 60, kurus: 99900 },
    [{ name: 'Kalıcı Oje', kurus: 99900 }],
  );

  db.insert(closures)
    .values({ date: '2026-11-11', startTime: null, endTime: null, teamMemberId: null, reason: 'Tadilat' })
    .run();
  db.insert(closures)
    .values({ date: '2026-11-12', startTime: '14:00', endTime: '16:00', teamMemberId: elif, reason: 'Doktor' })
    .run();

  const q1 = db.insert(surveyQuestions).values({ questionText: 'Hizmet', questionType: 'rating' }).returning().get().id;
  const q2 = db
    .insert(surveyQuestions)
    .values({ questionText: 'Temizlik', questionType: 'rating' })
    .returning()
    .get().id;
  const q3 = db.insert(surveyQuestions).values({ questionText: 'Yorum', questionType: 'text' }).returning().get().id;
  let n = 0;
  const survey = (
    appointmentId: number | null,
    completedAt: string | null,
    answers: [number, number | null, string | null][],
  ) => {
    const id = db
      .insert(surveys)
      .values({
        token: `t${n++}`,
        appointmentId,
        customerName: 'Müşteri',
        isCompleted: completedAt !== null,
        completedAt: completedAt ? new Date(completedAt) : null,
        expiresAt: new Date('2027-01-01T00:00:00Z'),
      })
      .returning()
      .get().id;
    for (const [questionId, rating, answer] of answers)
      db.insert(surveyResponses).values({ surveyId: id, questionId, rating, answer }).run();
  };
  survey(a1, '2026-11-04T12:00:00+03:00', [
    [q1, 5, null],
    [q2, 4, null],
  ]);
  survey(a2, '2026-11-10T20:00:00+03:00', [
    [q1, 3, null],
    [q3, null, 'Çok güzel'],
  ]);
  survey(a3, null, []);
  // the last evening of November in Istanbul (still 30 November there) and the first minutes of December
  survey(null, '2026-11-30T23:30:00+03:00', [[q1, 2, null]]);
  survey(null, '2026-12-01T00:30:00+03:00', [[q1, 1, null]]);
  return { elif, zeynep };
}

function eqName(name: string) {
  return eq(teamMembers.name, name);
}

async function setup() {
  const { db } = createTestDb({ demo: false });
  const context = createTestContext(db);
  const ids = seed(db);
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const page = async (search: string) => {
    const res = await callRoute(route.loader, testRequest(`/admin/reports?${search}`, { cookie }), context);
    return { status: res.status, data: res.data as Page };
  };
  const csv = async (table: string, search: string) => {
    const res = await callRoute(
      csvRoute.loader,
      testRequest(`/admin/reports/csv/${table}?${search}`, { cookie }),
      context,
      { table },
    );
    return { ...res, text: String(res.data) };
  };
  return { db, context, cookie, ids, page, csv };
}

const table = (data: Page, id: string) => data.report!.tables.find((t) => t.id === id)!;
/** The table as the screen shows it: the first column as is, the others in Turkish formats. */
const shown = (t: ReportTable) =>
  t.rows.map((row) => row.map((cell, i) => (i === 0 ? cell : formatCell(cell, t.columns[i]!.kind))));

describe('reports: a seeded November', () => {
  it('gives the revenue, occupancy, rates, customers, busy days and hours and survey scores worked out by hand', async () => {
    const { page } = await setup();
    const { status, data } = await page(`${NOVEMBER}&by=week`);
    expect(status).toBe(200);
    expect(data.query).toMatchObject({ from: '2026-11-01', to: '2026-11-30', memberId: null, by: 'week' });

    // revenue: the sales of the completed visits (45,000 + 70,000 + 30,000 + 25,000 kuruş), tips
    // apart; the cancelled, the not yet checked out and December's are left out
    expect(data.report!.summary.revenueKurus).toBe(170_000);
    expect(data.report!.summary.completed).toBe(4);
    expect(data.report!.summary).toMatchObject({
      tipsKurus: 5_000,
      takenKurus: 175_000,
      notCheckedOut: { count: 1, kurus: 20_000 },
    });
    expect(shown(table(data, 'gelir'))).toEqual([
      ['26 Eki 2026 haftası', '0', '₺0,00', '₺0,00', '₺0,00', '₺0,00'],
      ['2 Kas 2026 haftası', '3', '₺1.450,00', '₺0,00', '₺0,00', '₺1.450,00'],
      ['9 Kas 2026 haftası', '0', '₺0,00', '₺0,00', '₺0,00', '₺0,00'],
      ['16 Kas 2026 haftası', '1', '₺250,00', '₺0,00', '₺0,00', '₺250,00'],
      ['23 Kas 2026 haftası', '0', '₺0,00', '₺0,00', '₺0,00', '₺0,00'],
      ['30 Kas 2026 haftası', '0', '₺0,00', '₺0,00', '₺0,00', '₺0,00'],
    ]);
    // each artist's services (lines) and tips: what commission is paid on
    expect(shown(table(data, 'uzman-geliri'))).toEqual([
      ['Elif', '3', '₺1.150,00', '₺50,00'],
      ['Zeynep', '1', '₺300,00', '₺0,00'],
      ['Atanmamış', '1', '₺250,00', '₺0,00'],
    ]);
    // booked but not checked out: the pending one of 18 November (the no-show and the one to come are not)
    expect(shown(table(data, 'tahsil-edilmemis'))).toEqual([
      ['26 Eki 2026 haftası', '0', '₺0,00'],
      ['2 Kas 2026 haftası', '0', '₺0,00'],
      ['9 Kas 2026 haftası', '0', '₺0,00'],
      ['16 Kas 2026 haftası', '1', '₺200,00'],
      ['23 Kas 2026 haftası', '0', '₺0,00'],
      ['30 Kas 2026 haftası', '0', '₺0,00'],
    ]);
    expect(shown(table(data, 'hizmet-geliri'))).toEqual([
      ['Kalıcı Oje', '2', '₺700,00'],
      ['Protez Tırnak', '1', '₺500,00'],
      ['Gelin Paketi (Paket)', '1', '₺300,00'],
      ['Nail Art', '1', '₺200,00'],
    ]);

    // occupancy: Elif 60 + 90 + 60 (the no-show) + 60 (to come) = 270 of 12,240; Zeynep 120
    // (the custom length) + 30 = 150 of 12,360; the inactive member without bookings is left out
    expect(table(data, 'doluluk').rows).toEqual([
      ['Elif', 270, 12_240, 270 / 12_240],
      ['Zeynep', 150, 12_360, 150 / 12_360],
    ]);
    expect(shown(table(data, 'doluluk'))).toEqual([
      ['Elif', '270', '12.240', '%2,2'],
      ['Zeynep', '150', '12.360', '%1,2'],
    ]);
    expect(data.report!.summary.occupancy).toBeCloseTo(420 / 24_600, 10);

    // 8 appointments, 1 cancelled; 6 were due (past, not cancelled), 1 of them marked 'Gelmedi'
    // (the pending one of 18 November, passed but never marked, is not a no-show)
    expect(table(data, 'katilim').rows).toEqual([
      ['Tüm randevular', 8, null],
      ['İptal edilen', 1, 1 / 8],
      ['Gelmeyen', 1, 1 / 6],
    ]);
    expect(shown(table(data, 'katilim'))[2]).toEqual(['Gelmeyen', '1', '%16,7']);

    // Ayşe came in October (returning); Burcu, Ceren and Derya (only a cancelled one before) are new
    expect(table(data, 'musteriler').rows).toEqual([
      ['Yeni müşteri', 3, 3 / 4],
      ['Dönen müşteri', 1, 1 / 4],
    ]);
    expect(shown(table(data, 'gunler'))).toEqual([
      ['Pazartesi', '0'],
      ['Salı', '2'],
      ['Çarşamba', '2'],
      ['Perşembe', '2'],
      ['Cuma', '1'],
      ['Cumartesi', '0'],
      ['Pazar', '0'],
    ]);
    expect(shown(table(data, 'saatler'))).toEqual([
      ['10:00', '2'],
      ['11:00', '1'],
      ['12:00', '1'],
      ['13:00', '0'],
      ['14:00', '1'],
      ['15:00', '1'],
      ['16:00', '1'],
    ]);

    // ratings 5 and 4 (4 November), 3 (10 November; the text answer has none), 2 (30 November,
    // 23:30 in Istanbul); the survey of 1 December 00:30 Istanbul is December's
    expect(shown(table(data, 'anket'))).toEqual([
      ['26 Eki 2026 haftası', '0', '—'],
      ['2 Kas 2026 haftası', '2', '4,5'],
      ['9 Kas 2026 haftası', '1', '3,0'],
      ['16 Kas 2026 haftası', '0', '—'],
      ['23 Kas 2026 haftası', '0', '—'],
      ['30 Kas 2026 haftası', '1', '2,0'],
    ]);
    expect(data.report!.summary.surveyAverage).toBe(3.5);
  });

  it('narrows every figure to one member', async () => {
    const { page, ids } = await setup();
    const { status, data } = await page(`${NOVEMBER}&member=${ids.elif}&by=month`);
    expect(status).toBe(200);
    expect(shown(table(data, 'gelir'))).toEqual([['Kasım 2026', '2', '₺1.150,00', '₺0,00', '₺0,00', '₺1.150,00']]);
    expect(table(data, 'doluluk').rows).toEqual([['Elif', 270, 12_240, 270 / 12_240]]);
    // Elif's: 4 appointments, none cancelled, 3 due, 1 marked 'Gelmedi'
    expect(table(data, 'katilim').rows).toEqual([
      ['Tüm randevular', 4, null],
      ['İptal edilen', 0, 0],
      ['Gelmeyen', 1, 1 / 3],
    ]);
    // Ayşe returning; Burcu, Derya and Ceren new
    expect(table(data, 'musteriler').rows.map((r) => r[1])).toEqual([3, 1]);
    // the surveys of Elif's appointments only
    expect(table(data, 'anket').rows).toEqual([['Kasım 2026', 3, 4]]);
  });

  it('writes each table as CSV for Excel with Turkish settings (; and decimal commas), matching the screen', async () => {
    const { page, csv, cookie, context } = await setup();
    const search = `${NOVEMBER}&by=week`;
    const { data } = await page(search);
    expect(data.report!.tables.map((t) => t.id)).toEqual([...REPORT_TABLE_IDS]);
    for (const t of data.report!.tables) {
      const res = await csv(t.id, search);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('Content-Disposition')).toBe(
        `attachment; filename="rapor-${t.id}-2026-11-01-2026-11-30.csv"`,
      );
      const lines = res.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toHaveLength(t.rows.length + 1);
      lines.slice(1).forEach((line, r) => {
        const cells = line.split(';');
        const row = t.rows[r]!;
        expect(cells).toEqual(row.map((cell, i) => plainCell(cell, t.columns[i]!.kind)));
        // the plain number and the Turkish one on the screen are the same figure
        row.forEach((cell, i) => {
          const kind = t.columns[i]!.kind;
          if (i === 0 || cell === null) return;
          const screen = Number(
            formatCell(cell, kind)
              .replace(/[₺%\s.]/g, '')
              .replace(',', '.'),
          );
          expect(screen, `${t.id} ${r} ${i}`).toBeCloseTo(
            Number(cells[i]!.replace(',', '.')),
            kind === 'money' ? 2 : kind === 'int' ? 0 : 1,
          );
        });
      });
    }
    const members = await csv('uzman-geliri', search);
    // (a text decoder drops the byte-order mark; the bytes carry it, for spreadsheets)
    expect(members.text).toBe(
      'Uzman;Hizmet;Gelir (TL);Bahşiş (TL)\r\nElif;3;1150,00;50,00\r\nZeynep;1;300,00;0,00\r\nAtanmamış;1;250,00;0,00\r\n',
    );
    const raw = (await csvRoute.loader({
      request: testRequest(`/admin/reports/csv/gelir?${search}`, { cookie }),
      context,
      params: { table: 'gelir' },
    } as never)) as Response;
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const occupancy = await csv('doluluk', search);
    expect(occupancy.text).toContain('Uzman;Dolu (dk);Açık (dk);Doluluk (%)\r\nElif;270;12240;2,2\r\n');
  });
});

describe('reports: periods, bad input and access', () => {
  it('reads this month by default and names the periods around today', async () => {
    const { page } = await setup();
    expect((await page('')).data.query).toMatchObject({
      period: 'this-month',
      from: '2026-11-01',
      to: '2026-11-30',
      by: 'day',
    });
    expect((await page('period=this-week')).data.query).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect((await page('period=last-month')).data.query).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    const october = await page('period=last-month');
    expect(october.data.report!.summary.revenueKurus).toBe(45_000);
    expect(table(october.data, 'musteriler').rows.map((r) => r[1])).toEqual([1, 0]);
  });

  it('answers bad input with a Turkish message and a 400, never a 500', async () => {
    const { page, csv } = await setup();
    const cases: [string, string, string][] = [
      ['period=yesterday', 'period', REPORT_MESSAGES.badPeriod],
      ['period=range&to=2026-11-30', 'from', REPORT_MESSAGES.fromRequired],
      ['period=range&from=2026-02-30&to=2026-03-01', 'from', REPORT_MESSAGES.badDate],
      ['period=range&from=2026-11-01', 'to', REPORT_MESSAGES.toRequired],
      ['period=range&from=2026-11-10&to=2026-11-01', 'to', REPORT_MESSAGES.endBeforeStart],
      ['period=range&from=2020-01-01&to=2026-11-01', 'to', REPORT_MESSAGES.tooLong],
      ['member=abc', 'member', REPORT_MESSAGES.badMember],
      ['member=424242', 'member', REPORT_MESSAGES.badMember],
      ['by=hour', 'by', REPORT_MESSAGES.badGranularity],
    ];
    for (const [search, field, message] of cases) {
      const res = await page(search);
      expect(res.status, search).toBe(400);
      expect((res.data as unknown as { error: { field: string; message: string } }).error).toEqual({ field, message });
      const file = await csv('gelir', search);
      expect(file.status, search).toBe(400);
      expect(file.data).toBe(message);
    }
    const unknown = await csv('nonsense', NOVEMBER);
    expect(unknown.status).toBe(404);
    expect(unknown.data).toBe('Rapor tablosu bulunamadı');
  });

  it('sends a visitor without a session to the sign-in page (screen and CSV)', async () => {
    const { context } = await setup();
    const screen = await callRoute(route.loader, testRequest(`/admin/reports?${NOVEMBER}`), context);
    expect(screen.status).toBe(302);
    expect(screen.headers.get('Location')).toMatch(/^\/admin\/login/);
    const file = await callRoute(csvRoute.loader, testRequest(`/admin/reports/csv/gelir?${NOVEMBER}`), context, {
      table: 'gelir',
    });
    expect(file.status).toBe(302);
  });
});
