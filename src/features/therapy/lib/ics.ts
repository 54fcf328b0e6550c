import { addDays } from '@/shared/lib';

/**
 * The pickup windows as an iCalendar file (RFC 5545): one all-day event per window, CRLF line
 * ends, text escaped, lines folded at 75 octets without splitting a character.
 */
export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD, both included */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
}

const CRLF = '\r\n';
const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values: backslash, semicolon and comma escaped, line breaks as `\n`. */
export const escapeText = (value: string): string =>
  value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** A content line folded: at most 75 octets per line, continuation lines start with one space. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space is one of its 75 octets.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
};

const basicDate = (iso: string): string => iso.replaceAll('-', '');

const stamp = (now: Date): string => `${now.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export const buildCalendar = (events: readonly CalendarEvent[], now: Date): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//APTK//Therapy planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.start)}`,
      // DTEND of an all-day event is exclusive: the day after the window's last day.
      `DTEND;VALUE=DATE:${basicDate(addDays(event.end, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
};

/** `therapy-brufen-400-mg.ics`: ASCII letters and digits of the product's name. */
export const calendarFileName = (productName: string): string => {
  const slug = productName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `therapy${slug ? `-${slug}` : ''}.ics`;
};
