/**
 * The largest report the server takes: every text field at its limit (TEXT_LIMITS), and rooms of
 * elements whose every rate field is full, added until the report holds its most text
 * (MAX_REPORT_TEXT_LENGTH) or its JSON the upload cap (4 MiB), whichever comes first. For the render
 * limits' tests and the bench (bench/bounded.bench.ts). `words` chooses the text: French-like
 * prose, or unbreakable words (a line breaker's worst case).
 */
import {
  createReport,
  MAX_REPORT_ELEMENTS,
  MAX_REPORT_PHOTOS,
  MAX_REPORT_TEXT_LENGTH,
  reportTextLength,
  TEXT_LIMITS,
  type Entry,
  type LocalReport,
  type Module,
} from '@constat/domain';
import { INFO } from './fixture.ts';

/** The server's body limit for POST /api/edl (apps/server: 4 MiB of JSON). */
export const UPLOAD_CAP_BYTES = 4 * 1024 * 1024;

const PROSE = 'Traces de frottement sur la peinture, deux trous de cheville rebouchés, joint à reprendre. ';

function filler(words: 'prose' | 'unbreakable', seed: number) {
  return (length: number) => {
    const unit = words === 'prose' ? PROSE : `${'x'.repeat(length - 1)}${seed % 10} `;
    return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  };
}

const RATE_TEXT_FIELDS = [
  'cleaning',
  'color',
  'condition',
  'state',
  'type',
  'typeReleve',
  'equipment',
  'serialNumber',
  'kwPeak',
  'kwOffPeak',
  'm3',
] as const;

function fullEntry(id: number, text: (length: number) => string): Entry {
  const rate: Entry['rate'] = { other: text(TEXT_LIMITS.observation), number: text(TEXT_LIMITS.key) };
  for (const field of RATE_TEXT_FIELDS) rate[field] = text(TEXT_LIMITS.rateText);
  return {
    id,
    name: text(TEXT_LIMITS.name),
    opened: false,
    rate,
    rateInfo: [...RATE_TEXT_FIELDS, 'other'],
  };
}

export function maximalReport(
  profileId: number,
  localId: number,
  words: 'prose' | 'unbreakable' = 'prose',
): LocalReport {
  const text = filler(words, localId);
  const renter = {
    name: text(TEXT_LIMITS.name),
    email: text(TEXT_LIMITS.email),
    tel: text(TEXT_LIMITS.phone),
    represented: false,
    sortantAddr: text(TEXT_LIMITS.address),
    sortantCodePostal: text(TEXT_LIMITS.key),
    sortantVille: text(TEXT_LIMITS.address),
  };
  const base = createReport({ edlIO: 'Sortant', template: 'default', info: INFO, now: localId });
  const report: LocalReport = {
    ...base,
    open: false,
    profileId,
    bien: {
      ...base.bien,
      mandataire: text(TEXT_LIMITS.name),
      addr: text(TEXT_LIMITS.address),
      codePostal: text(TEXT_LIMITS.key),
      ville: text(TEXT_LIMITS.address),
      etage: text(TEXT_LIMITS.name),
      numAppart: text(TEXT_LIMITS.name),
      numeroCave: text(TEXT_LIMITS.name),
      numeroParking: text(TEXT_LIMITS.name),
    },
    owner: { proprietaireNom: text(TEXT_LIMITS.name) },
    renter,
    renter2: renter,
    renter3: renter,
    renter4: renter,
    renter5: renter,
    nbRenters: 5,
    garant: { name: text(TEXT_LIMITS.name) },
    extraEmail: text(TEXT_LIMITS.email),
    extraEmail2: text(TEXT_LIMITS.email),
    extraEmail3: text(TEXT_LIMITS.email),
    nbExtraEmails: 3,
    comment: text(TEXT_LIMITS.comment),
    edl: base.edl,
  };
  const room = (id: number): Module => ({ id, name: text(TEXT_LIMITS.name), opened: false, entry: [] });
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
  let size = bytes(report);
  let length = reportTextLength(report);
  const entry = fullEntry(10_000, text);
  const entrySize = bytes(entry) + 12;
  const roomSize = bytes(room(10_000)) + 12;
  const grown = reportTextLength(entry) + reportTextLength(room(10_000));
  // Rooms of 20 elements, until one more element (and room) would pass either cap.
  for (
    let id = 10_000;
    size + entrySize + roomSize < UPLOAD_CAP_BYTES - 1024 && length + grown <= MAX_REPORT_TEXT_LENGTH;
    id++
  ) {
    const current = report.edl.at(-1);
    if (!current || current.id < 10_000 || current.entry.length === 20) {
      const added = room(id);
      report.edl = [...report.edl, added];
      size += roomSize;
      length += reportTextLength(added);
    } else {
      const added = fullEntry(id, text);
      current.entry.push(added);
      size += entrySize;
      length += reportTextLength(added);
    }
  }
  return report;
}

/**
 * The other largest report: the most elements (MAX_REPORT_ELEMENTS, 250 rooms of 20) and photos
 * (MAX_REPORT_PHOTOS, naming the images `photoSha256s` in turn), with one-word texts: the most table
 * rows and photo cells a PDF may have to lay out, and with distinct photos the most image bytes.
 */
export function mostElementsReport(
  profileId: number,
  localId: number,
  photoSha256s: readonly string[],
): LocalReport {
  const base = createReport({ edlIO: 'Entrant', template: 'default', info: INFO, now: localId });
  const rooms: Module[] = [];
  let photos = 0;
  for (let r = 0; r < MAX_REPORT_ELEMENTS / 20; r++) {
    const entry: Entry[] = [];
    for (let e = 0; e < 20; e++) {
      const id = 10_000 + r * 100 + e;
      const sha256 = photoSha256s[photos % photoSha256s.length] ?? '';
      const photo = photos < MAX_REPORT_PHOTOS ? [{ _ref: `p${id}`, sha256 }] : [];
      photos += photo.length;
      entry.push({ id, name: 'Mur', opened: false, rate: { condition: 'Bon état', other: 'Propre', photo } });
    }
    rooms.push({ id: 10_000 + r * 100 + 99, name: `Pièce ${r + 1}`, opened: false, entry });
  }
  return { ...base, open: false, profileId, edl: rooms };
}
