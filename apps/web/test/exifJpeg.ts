/**
 * A camera's EXIF block written byte by byte, for tests of the capture time (docs/ARCHITECTURE.md "Beyond the
 * specification"): an APP1 'Exif' segment whose IFD0 points (0x8769) to an Exif sub-IFD holding
 * DateTimeOriginal (0x9003) and, when given, OffsetTimeOriginal (0x9011). `withExif` puts it right after a
 * JPEG's SOI marker.
 */
export function exifSegment(
  dateTime: string,
  { little = false, offset }: { little?: boolean; offset?: string } = {},
): number[] {
  const u16 = (v: number) => (little ? [v & 0xff, v >> 8] : [v >> 8, v & 0xff]);
  const u32 = (v: number) =>
    little ? [...u16(v & 0xffff), ...u16(v >>> 16)] : [...u16(v >>> 16), ...u16(v & 0xffff)];
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0)).concat(0);
  const date = ascii(dateTime);
  const zone = offset === undefined ? null : ascii(offset);
  // Layout from the TIFF header: header 8, IFD0 (1 entry) 18, Exif IFD (1 or 2 entries), then values.
  const ifd0 = 8;
  const exifIfd = ifd0 + 2 + 12 + 4;
  const entries = zone ? 2 : 1;
  const values = exifIfd + 2 + entries * 12 + 4;
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(ifd0),
    ...u16(1),
    ...u16(0x8769),
    ...u16(4),
    ...u32(1),
    ...u32(exifIfd),
    ...u32(0),
    ...u16(entries),
    ...u16(0x9003),
    ...u16(2),
    ...u32(date.length),
    ...u32(values),
    ...(zone ? [...u16(0x9011), ...u16(2), ...u32(zone.length), ...u32(values + date.length)] : []),
    ...u32(0),
    ...date,
    ...(zone ?? []),
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  return [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
}

/** `jpeg` with a camera EXIF block saying it was shot at `dateTime` ('YYYY:MM:DD HH:MM:SS'). */
export function withExif(jpeg: Uint8Array, dateTime: string, offset?: string): Uint8Array {
  const segment = exifSegment(dateTime, offset === undefined ? {} : { offset });
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}
