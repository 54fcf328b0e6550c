import { buildCalendar, calendarFileName, escapeText, foldLine } from './ics';

const utf8 = (text: string) => new TextEncoder().encode(text).length;

describe('the .ics generator', () => {
  const event = {
    uid: 'therapy-7-month-2@aptk.rs',
    start: '2026-12-24',
    end: '2027-01-07',
    summary: 'Preuzimanje: Brufen 400 mg, mesec 2 od 3',
    description: 'Rezervišite pakovanje; apoteka "Centar"\nPonesite eRecept.',
    location: 'Apoteka Centar, Knez Mihailova 1; Beograd',
  };
  const text = buildCalendar([event], new Date(Date.UTC(2026, 10, 23, 8, 5, 9)));

  test('one all-day event per window, in a calendar, with CRLF line ends', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:therapy-7-month-2@aptk.rs',
        'DTSTAMP:20261123T080509Z',
        'DTSTART;VALUE=DATE:20261224',
        // The end is exclusive: the day after the window's last day, across the year.
        'DTEND;VALUE=DATE:20270108',
        'SUMMARY:Preuzimanje: Brufen 400 mg\\, mesec 2 od 3',
        'LOCATION:Apoteka Centar\\, Knez Mihailova 1\\; Beograd',
        'END:VEVENT',
      ]),
    );
    expect(text).toContain('DESCRIPTION:Rezervišite pakovanje\\; apoteka "Centar"\\nPonesite eRecept.');
  });

  test('text is escaped: backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('long lines fold at 75 octets without splitting a character, and unfold to the same line', () => {
    const line = `DESCRIPTION:${'Получите упаковку в аптеке. '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(utf8(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replaceAll('\r\n ', '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  test('a sensible file name from the product', () => {
    expect(calendarFileName('Brufen 400 mg')).toBe('therapy-brufen-400-mg.ics');
    expect(calendarFileName('Žutić šumeći')).toBe('therapy-zutic-sumeci.ics');
    expect(calendarFileName('Аспирин')).toBe('therapy.ics');
  });
});
