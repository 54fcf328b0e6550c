// loadEnv() of webpack.config.ts: a real-API production build never falls back to the dev
// signing key of .env.example.
import fs from 'node:fs';
import path from 'node:path';

import { loadEnv } from '../../webpack.config';

const DOTENV = path.resolve(__dirname, '../../.env');
const VARS = ['API_SECRET', 'API_MOCK', 'API_URL', 'ALLOW_DEV_SIGNING_KEY'] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));

/** Runs with exactly these variables set and, optionally, a `.env` with these lines. */
function withEnv<T>(vars: Partial<Record<(typeof VARS)[number], string>>, dotenv: string | null, run: () => T): T {
  const existsSync = fs.existsSync;
  const readFileSync = fs.readFileSync;
  const exists = jest
    .spyOn(fs, 'existsSync')
    .mockImplementation((file) => (file === DOTENV ? dotenv !== null : existsSync(file)));
  const read = jest
    .spyOn(fs, 'readFileSync')
    .mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) =>
      file === DOTENV
        ? Buffer.from(dotenv ?? '')
        : readFileSync(file, options as BufferEncoding)) as typeof fs.readFileSync);
  for (const name of VARS) delete process.env[name];
  Object.assign(process.env, vars);
  try {
    return run();
  } finally {
    exists.mockRestore();
    read.mockRestore();
    for (const name of VARS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

const devKey = (): string =>
  /^API_SECRET=(.*)$/m.exec(fs.readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8'))?.[1] ?? '';

describe('loadEnv: API_SECRET', () => {
  it('stops a production build with API_MOCK=false and no key, with a clear message', () => {
    expect(() => withEnv({ API_MOCK: 'false' }, null, () => loadEnv('production'))).toThrow(
      /API_SECRET is not set.*API_MOCK=false/,
    );
    expect(() => withEnv({ API_MOCK: 'false', API_SECRET: '' }, null, () => loadEnv('production'))).toThrow(
      /API_SECRET is not set/,
    );
  });

  it('takes the key of a real-API production build from the shell, else from .env', () => {
    expect(
      withEnv({ API_MOCK: 'false', API_SECRET: 'from-shell' }, 'API_SECRET=from-dotenv', () => loadEnv('production'))
        .API_SECRET,
    ).toBe('from-shell');
    expect(withEnv({ API_MOCK: 'false' }, 'API_SECRET=from-dotenv', () => loadEnv('production')).API_SECRET).toBe(
      'from-dotenv',
    );
    expect(withEnv({}, 'API_MOCK=false\nAPI_SECRET=from-dotenv', () => loadEnv('production')).API_SECRET).toBe(
      'from-dotenv',
    );
    expect(() => withEnv({}, 'API_MOCK=false', () => loadEnv('production'))).toThrow(/API_SECRET is not set/);
  });

  it('keeps the dev key of .env.example for mock builds and development', () => {
    expect(devKey()).not.toBe('');
    expect(withEnv({}, null, () => loadEnv('production')).API_SECRET).toBe(devKey());
    expect(withEnv({ API_MOCK: 'true' }, null, () => loadEnv('production')).API_SECRET).toBe(devKey());
    expect(withEnv({ API_MOCK: 'false' }, null, () => loadEnv('development')).API_SECRET).toBe(devKey());
  });
});

describe('loadEnv: the dev key in a real-API production build', () => {
  it('stops when the shell or a copied .env gives the dev key of .env.example', () => {
    expect(() => withEnv({ API_MOCK: 'false', API_SECRET: devKey() }, null, () => loadEnv('production'))).toThrow(
      /dev key of \.env\.example.*ALLOW_DEV_SIGNING_KEY=true/,
    );
    expect(() => withEnv({}, `API_MOCK=false\nAPI_SECRET=${devKey()}`, () => loadEnv('production'))).toThrow(
      /dev key of \.env\.example/,
    );
    expect(() =>
      withEnv({ API_MOCK: 'false', API_SECRET: devKey(), ALLOW_DEV_SIGNING_KEY: '1' }, null, () =>
        loadEnv('production'),
      ),
    ).toThrow(/dev key/);
  });

  it('lets a test build sign with the dev key only when ALLOW_DEV_SIGNING_KEY=true says so', () => {
    expect(
      withEnv({ API_MOCK: 'false', API_SECRET: devKey(), ALLOW_DEV_SIGNING_KEY: 'true' }, null, () =>
        loadEnv('production'),
      ).API_SECRET,
    ).toBe(devKey());
    expect(
      withEnv({}, `API_MOCK=false\nAPI_SECRET=${devKey()}\nALLOW_DEV_SIGNING_KEY=true`, () => loadEnv('production'))
        .API_SECRET,
    ).toBe(devKey());
  });

  it('does not involve the flag in mock builds and development', () => {
    expect(withEnv({ API_SECRET: devKey() }, null, () => loadEnv('production')).API_SECRET).toBe(devKey());
    expect(withEnv({ API_MOCK: 'false', API_SECRET: devKey() }, null, () => loadEnv('development')).API_SECRET).toBe(
      devKey(),
    );
  });
});
