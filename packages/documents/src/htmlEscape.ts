/** HTML text and attribute escaping of the HTML view (html.ts, htmlChanges.ts). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
