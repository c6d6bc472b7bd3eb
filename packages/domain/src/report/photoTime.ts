/**
 * When a photo was taken (docs/ARCHITECTURE.md "Beyond the specification"): the report prints it as 'Prise le
 * …', so it must be the moment of the shot, not the moment the file reached the report (a photo picked from
 * the library hours later, or an entry photo carried into a move-out). The device reads, in this order:
 * the camera's EXIF DateTimeOriginal, else the file's own time (File.lastModified), else now. A time
 * from the future or before digital cameras is a wrong clock or a blank tag, and is passed over.
 */

/** Earlier than this is a camera whose clock was never set (EXIF '1970:01:01', '2000:01:01'...). */
const EARLIEST = Date.UTC(2001, 0, 1);
/** A clock a little ahead of the device's (another time zone's camera) is still believed. */
const AHEAD_TOLERANCE_MS = 24 * 60 * 60 * 1000;

export interface CaptureTimeSources {
  /** EXIF DateTimeOriginal (ms), null when the file has none. */
  exifTime: number | null;
  /** The file's last-modified time (ms), null when the source is not a file. */
  fileTime: number | null;
  /** The device's clock now (ms). */
  now: number;
}

const plausible = (time: number | null, now: number): time is number =>
  time !== null && Number.isFinite(time) && time >= EARLIEST && time <= now + AHEAD_TOLERANCE_MS;

export function photoCaptureTime({ exifTime, fileTime, now }: CaptureTimeSources): number {
  if (plausible(exifTime, now)) return Math.round(exifTime);
  if (plausible(fileTime, now)) return Math.round(fileTime);
  return now;
}

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
const EXIF_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * An EXIF date 'YYYY:MM:DD HH:MM:SS' as ms since 1970. With its offset tag ('+01:00',
 * OffsetTimeOriginal) the instant is exact; without one the camera's wall clock is read in the
 * device's time zone, the one the photo was taken in. Null for a blank or malformed date.
 */
export function parseExifDateTime(text: string | null, offset: string | null = null): number | null {
  const match = text === null ? null : EXIF_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  const zone = offset === null ? null : EXIF_OFFSET.exec(offset.trim());
  if (zone) {
    const sign = zone[1] === '-' ? -1 : 1;
    const shift = sign * (Number(zone[2]) * 60 + Number(zone[3])) * 60_000;
    return Date.UTC(year, month - 1, day, hour, minute, second) - shift;
  }
  return new Date(year, month - 1, day, hour, minute, second).getTime();
}
