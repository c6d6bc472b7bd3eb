/**
 * Date formatters made once per language and options, then reused: a list row or a chart label
 * that made its own Intl.DateTimeFormat on every render paid its construction each time (slow,
 * and heavy in memory with a time zone).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}
