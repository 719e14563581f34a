/**
 * CSV as RFC 4180 writes it (CRLF between records; a field with a comma, a quote or a line break
 * in double quotes, its quotes doubled), made safe to open in a spreadsheet: a cell that begins
 * with = + - @, a tab or a carriage return is a formula to Excel and LibreOffice, so it gets a
 * leading single quote and is read as text (OWASP, "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
