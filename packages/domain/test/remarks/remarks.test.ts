import { describe, expect, it } from 'vitest';
import {
  placeRemarks,
  REMARK_EMPTY_MESSAGE,
  REMARK_MAX_LENGTH,
  REMARK_TOO_LONG_MESSAGE,
  RemarksSendingSchema,
  remarksRefusalMessage,
  remarksRooms,
  remarksWindow,
  REMARKS_EXPIRED_MESSAGE,
  REMARKS_NONE_MESSAGE,
} from '../../src/index.ts';
import { newReport } from '../report/fixtures.ts';

/** 2026-03-20 at 23:30 in Paris (UTC+1): still the 20th there, already the 20th at 22:30 UTC. */
const MADE = Date.parse('2026-03-20T22:30:00Z');
const at = (iso: string) => Date.parse(iso);

describe('the ten days to complete a move-in (loi du 6 juillet 1989, art. 3-2)', () => {
  const entrant = { edlIO: 'Entrant' as const, date: MADE };

  it('is open on the day of the report and on the tenth day after it, to midnight in Paris', () => {
    expect(remarksWindow(entrant, MADE)).toEqual({ open: true, lastDay: '2026-03-30', refusal: null });
    // The tenth day's last minute in Paris (summer time from 29 March: UTC+2).
    expect(remarksWindow(entrant, at('2026-03-30T21:59:00Z')).open).toBe(true);
  });

  it('closes on the eleventh day, Paris time', () => {
    expect(remarksWindow(entrant, at('2026-03-30T22:00:00Z'))).toEqual({
      open: false,
      lastDay: '2026-03-30',
      refusal: 'expired',
    });
    expect(remarksRefusalMessage('expired')).toBe(REMARKS_EXPIRED_MESSAGE);
  });

  it('counts from the Paris date, not the UTC one', () => {
    // 00:30 in Paris on the 21st is still the 20th in UTC: the window ends on the 31st.
    const late = { edlIO: 'Entrant' as const, date: at('2026-03-20T23:30:00Z') };
    expect(remarksWindow(late, late.date).lastDay).toBe('2026-03-31');
  });

  it('is never open for a move-out', () => {
    const window = remarksWindow({ edlIO: 'Sortant', date: MADE }, MADE);
    expect(window).toMatchObject({ open: false, refusal: 'notEntrant' });
    expect(remarksRefusalMessage('notEntrant')).toContain("état des lieux d'entrée");
  });

  it('stays open for a report dated a little in the future', () => {
    expect(remarksWindow(entrant, MADE - 3_600_000).open).toBe(true);
  });
});

describe("the tenant's remarks", () => {
  const report = newReport({});
  const [room] = report.edl;
  if (!room?.entry[0]) throw new Error('fixture without rooms');
  const element = room.entry[0];

  it('accepts a general, a room and an element remark, trimmed', () => {
    const parsed = RemarksSendingSchema.parse({
      remarks: [
        { moduleId: null, entryId: null, text: '  Le compteur d’eau fuit. ' },
        { moduleId: room.id, entryId: null, text: 'Odeur d’humidité' },
        { moduleId: room.id, entryId: element.id, text: 'Rayure non notée' },
      ],
    });
    expect(parsed.remarks[0]?.text).toBe('Le compteur d’eau fuit.');
    expect(placeRemarks(report, parsed.remarks)).toEqual({
      ok: true,
      places: ['', room.name, `${room.name} > ${element.name}`],
    });
  });

  it('refuses an empty or blank text, a text one character too long, and no remark at all', () => {
    const one = (text: string) =>
      RemarksSendingSchema.safeParse({ remarks: [{ moduleId: null, entryId: null, text }] });
    expect(one('   ').error?.issues[0]?.message).toBe(REMARK_EMPTY_MESSAGE);
    expect(one('a'.repeat(REMARK_MAX_LENGTH)).success).toBe(true);
    expect(one('a'.repeat(REMARK_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(REMARK_TOO_LONG_MESSAGE);
    expect(RemarksSendingSchema.safeParse({ remarks: [] }).error?.issues[0]?.message).toBe(
      REMARKS_NONE_MESSAGE,
    );
  });

  it('refuses an element without its room, and a room or element the report does not have', () => {
    expect(
      RemarksSendingSchema.safeParse({ remarks: [{ moduleId: null, entryId: 1, text: 'x' }] }).success,
    ).toBe(false);
    const unknownRoom = [{ moduleId: 987_654, entryId: null, text: 'x' }];
    expect(placeRemarks(report, unknownRoom)).toEqual({ ok: false, index: 0 });
    const unknownElement = [
      { moduleId: null, entryId: null, text: 'ok' },
      { moduleId: room.id, entryId: 987_654, text: 'x' },
    ];
    expect(placeRemarks(report, unknownElement)).toEqual({ ok: false, index: 1 });
  });

  it('lists the rooms with their elements only, without the Photos entry', () => {
    const rooms = remarksRooms(report);
    const index = report.edl.findIndex((module) => module.entry.some((e) => e.name === 'Photos'));
    const withPhotos = report.edl[index];
    if (!withPhotos) throw new Error('fixture without a room with photos');
    expect(rooms[index]).toEqual({
      id: withPhotos.id,
      name: withPhotos.name,
      entries: withPhotos.entry
        .filter((entry) => entry.name !== 'Photos')
        .map((entry) => ({ id: entry.id, name: entry.name })),
    });
    expect(rooms[index]?.entries.length).toBe(withPhotos.entry.length - 1);
    expect(Object.keys(rooms[0] ?? {})).toEqual(['id', 'name', 'entries']);
  });
});
