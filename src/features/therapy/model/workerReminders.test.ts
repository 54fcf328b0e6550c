import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * public/sw-notifications.js as the installed app's worker runs it on Periodic Background
 * Sync, with a Cache Storage and a registration that records what it shows.
 */
const runWorker = async (stored: unknown) => {
  const entries = new Map<string, string>();
  if (stored !== undefined) entries.set('/aptk-therapy-reminders', JSON.stringify(stored));
  const cache = {
    match: (path: string) => Promise.resolve(entries.has(path) ? new Response(entries.get(path)) : undefined),
    put: async (path: string, answer: Response) => void entries.set(path, await answer.text()),
    delete: (path: string) => Promise.resolve(entries.delete(path)),
  };
  const shown: string[] = [];
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: 'https://apoteka.example' },
    registration: { showNotification: (title: string) => Promise.resolve(void shown.push(title)) },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
  };
  const source = readFileSync(join(__dirname, '../../../../public/sw-notifications.js'), 'utf8');
  new Function('self', 'caches', source)(self, { open: () => Promise.resolve(cache) });
  let done: Promise<unknown> = Promise.resolve();
  handlers.get('periodicsync')?.({ tag: 'therapy-reminders', waitUntil: (work: Promise<unknown>) => (done = work) });
  await done;
  return { shown, entry: entries.get('/aptk-therapy-reminders') };
};

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(Date.now());
const reminders = (expires?: number, version: number | null = 2) => ({
  ...(version === null ? {} : { version }),
  timeZone: 'Europe/Belgrade',
  ...(expires === undefined ? {} : { expires }),
  windows: [{ key: '7:1', start: today, end: today, title: 'Your pickup window is open', body: '…', url: '/' }],
  notified: [],
});

describe('the worker’s reminders with no tab open', () => {
  it('shows a window open today while the hand-over is fresh', async () => {
    const { shown, entry } = await runWorker(reminders(Date.now() + 60_000));
    expect(shown).toEqual(['Your pickup window is open']);
    expect(JSON.parse(entry ?? '{}')).toMatchObject({ notified: ['7:1'] });
  });

  it('shows nothing past `expires`, or without one, and removes the entry', async () => {
    for (const stale of [reminders(Date.now() - 1), reminders()]) {
      const { shown, entry } = await runWorker(stale);
      expect(shown).toEqual([]);
      expect(entry).toBeUndefined();
    }
  });

  it('shows nothing of a hand-over from before neutral texts (no `version`), and removes it', async () => {
    // Its titles named the medicine (docs/behaviour.md §18): not for a lock screen.
    const { shown, entry } = await runWorker({
      ...reminders(Date.now() + 60_000, null),
      windows: [{ key: '7:1', start: today, end: today, title: 'Time to collect Brufen', body: '…', url: '/' }],
    });
    expect(shown).toEqual([]);
    expect(entry).toBeUndefined();
  });
});
