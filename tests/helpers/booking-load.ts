/**
 * Bookings over HTTP for the crash bench and the durability drill: free slots of one short
 * service (each request its own slot, so none is refused for a clash), and one public
 * `POST /api/appointments` per slot, with the answer's id and the instant it was answered.
 */
import Database from 'better-sqlite3';

export type Slot = { serviceId: number; teamMemberId: number; date: string; time: string };

function isoDate(d: Date) {
  return d.toISOString().slice(0, 10);
}

/** Up to `count` slots from the day after tomorrow on (opening hours of the demo studio: Monday closed, Sunday from 11:00). */
export function bookableSlots(databasePath: string, count = 4000): Slot[] {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    const service = sqlite
      .prepare(
        'select s.id, s.duration_minutes as d, c.id as cat from services s join categories c on c.id = s.category_id where s.duration_minutes <= 30 and s.is_active = 1 order by s.id limit 1',
      )
      .get() as { id: number; d: number; cat: number };
    const members = (
      sqlite
        .prepare(
          'select m.id from team_members m where m.is_active = 1 and (not exists (select 1 from team_member_categories x where x.team_member_id = m.id) or exists (select 1 from team_member_categories x where x.team_member_id = m.id and x.category_id = ?))',
        )
        .all(service.cat) as { id: number }[]
    ).map((m) => m.id);
    const slots: Slot[] = [];
    // bookings are taken at most 60 days ahead
    for (let day = 2; slots.length < count && day <= 58; day++) {
      const d = new Date(Date.now() + day * 86_400_000);
      const weekday = new Date(`${isoDate(d)}T12:00:00+03:00`).getUTCDay();
      if (weekday === 1) continue; // Monday closed
      const open = weekday === 0 ? 11 * 60 : 9 * 60;
      for (let m = open; m + service.d <= 18 * 60 && m <= 17 * 60 + 30; m += 30)
        for (const teamMemberId of members)
          slots.push({
            serviceId: service.id,
            teamMemberId,
            date: isoDate(d),
            time: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
          });
    }
    return slots.slice(0, count);
  } finally {
    sqlite.close();
  }
}

export type BookingAnswer =
  | { ok: true; id: number; email: string; answeredAt: number }
  | { ok: false; status: number | null; message?: string };

/**
 * Books `slot` as customer number `n`, with a phone and e-mail of her own (one person holds at
 * most 3 open appointments: docs/decisions/0333); never throws (a refused or unanswered request
 * is `ok: false`).
 */
export async function postBooking(baseUrl: string, slot: Slot, n: number, prefix = 'crash'): Promise<BookingAnswer> {
  const email = `${prefix}-${n}@example.com`;
  try {
    const res = await fetch(`${baseUrl}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerName: `Dayanıklılık ${prefix} ${n}`,
        customerEmail: email,
        customerPhone: `0555${String(n % 10_000_000).padStart(7, '0')}`,
        serviceIds: [slot.serviceId],
        packageIds: [],
        teamMemberId: slot.teamMemberId,
        date: slot.date,
        time: slot.time,
        notes: '',
        kvkkConsent: true,
      }),
    });
    const body = (await res.json().catch(() => ({}))) as {
      success?: boolean;
      appointment?: { id?: number };
      message?: string;
    };
    const id = body.appointment?.id;
    if (res.ok && body.success && typeof id === 'number') return { ok: true, id, email, answeredAt: Date.now() };
    return { ok: false, status: res.status, message: body.message };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return { ok: false, status: null, message: String(cause ?? error) };
  }
}
