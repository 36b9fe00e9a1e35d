/** CSV as RFC 4180 writes it (CRLF, quotes doubled), safe to open in a spreadsheet. */
export type CsvCell = string | number | boolean | null | undefined;

// A cell a spreadsheet would read as a formula (=, +, -, @; tab and CR start DDE payloads too) is kept as text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The list's columns: a selection exported in the list, and the first columns of GET /api/links/export. */
export const LINKS_CSV_HEADER = ['slug', 'host', 'target', 'title', 'created', 'clicks', 'rules'];
