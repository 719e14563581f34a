import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('quote commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('plain@example.com')).toBe('plain@example.com');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('turn what a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('join records with CRLF, header first', () => {
    expect(toCsv(['email', 'subscribed_at'], [['a@example.com', '2026-01-01T00:00:00.000Z']])).toBe(
      'email,subscribed_at\r\na@example.com,2026-01-01T00:00:00.000Z\r\n',
    );
  });
});
