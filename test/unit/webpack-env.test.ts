// loadEnv() of webpack.config.ts: a real-API build never signs with the dev key
// (scripts/dev-signing-key.ts) unless ALLOW_DEV_SIGNING_KEY=true says it is a test build.
import fs from 'node:fs';
import path from 'node:path';

import { parse as parseDotenv } from 'dotenv';
import { DEV_SIGNING_KEY } from '../../scripts/dev-signing-key';
import { loadEnv } from '../../webpack.config';

const DOTENV = path.resolve(__dirname, '../../.env');
const EXAMPLE = path.resolve(__dirname, '../../.env.example');
const VARS = ['API_SECRET', 'API_MOCK', 'API_URL', 'ALLOW_DEV_SIGNING_KEY'] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));

/**
 * Runs with exactly these variables set and, optionally, a `.env` with these lines; `example:
 * false` hides `.env.example` too (a checkout or image without it).
 */
function withEnv<T>(
  vars: Partial<Record<(typeof VARS)[number], string>>,
  dotenv: string | null,
  run: () => T,
  { example = true }: { example?: boolean } = {},
): T {
  const existsSync = fs.existsSync;
  const readFileSync = fs.readFileSync;
  const exists = jest
    .spyOn(fs, 'existsSync')
    .mockImplementation((file) =>
      file === DOTENV ? dotenv !== null : file === EXAMPLE && !example ? false : existsSync(file),
    );
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

const devKey = (): string => DEV_SIGNING_KEY;

describe('the dev key', () => {
  it('is the value .env.example offers to copy, so a copied .env is refused too', () => {
    expect(parseDotenv(fs.readFileSync(EXAMPLE)).API_SECRET).toBe(DEV_SIGNING_KEY);
  });
});

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

  it('keeps the dev key for mock builds', () => {
    expect(devKey()).not.toBe('');
    expect(withEnv({}, null, () => loadEnv('production')).API_SECRET).toBe(devKey());
    expect(withEnv({ API_MOCK: 'true' }, null, () => loadEnv('production')).API_SECRET).toBe(devKey());
  });
});

describe('loadEnv: the dev key in a real-API production build', () => {
  it('stops when the shell or a copied .env gives the dev key', () => {
    expect(() => withEnv({ API_MOCK: 'false', API_SECRET: devKey() }, null, () => loadEnv('production'))).toThrow(
      /dev key.*ALLOW_DEV_SIGNING_KEY=true/,
    );
    expect(() => withEnv({}, `API_MOCK=false\nAPI_SECRET=${devKey()}`, () => loadEnv('production'))).toThrow(/dev key/);
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

  it('does not involve the flag in mock builds', () => {
    expect(withEnv({ API_SECRET: devKey() }, null, () => loadEnv('production')).API_SECRET).toBe(devKey());
    expect(withEnv({ API_SECRET: devKey() }, null, () => loadEnv('development')).API_SECRET).toBe(devKey());
  });
});

// Issue #40: whatever the mode, and whether or not .env.example is there.
describe('loadEnv: the dev key in any real-API build', () => {
  it.each(['production', 'development'] as const)('stops a %s build that would sign with it', (mode) => {
    expect(() => withEnv({ API_MOCK: 'false', API_SECRET: devKey() }, null, () => loadEnv(mode))).toThrow(
      /dev key.*ALLOW_DEV_SIGNING_KEY=true/,
    );
    expect(() =>
      withEnv({ API_MOCK: 'false', API_SECRET: devKey() }, null, () => loadEnv(mode), { example: false }),
    ).toThrow(/dev key/);
    expect(() =>
      withEnv({}, `API_MOCK=false\nAPI_SECRET=${devKey()}`, () => loadEnv(mode), { example: false }),
    ).toThrow(/dev key/);
  });

  it('stops a development build with API_MOCK=false and no key, which would fall back to it', () => {
    expect(() => withEnv({ API_MOCK: 'false' }, null, () => loadEnv('development'))).toThrow(/dev key/);
    expect(() => withEnv({ API_MOCK: 'false' }, null, () => loadEnv('development'), { example: false })).toThrow(
      /dev key/,
    );
  });

  it.each(['production', 'development'] as const)('lets a %s test build use it with the flag', (mode) => {
    const allowed = { API_MOCK: 'false', API_SECRET: devKey(), ALLOW_DEV_SIGNING_KEY: 'true' };
    expect(withEnv(allowed, null, () => loadEnv(mode), { example: false }).API_SECRET).toBe(devKey());
    expect(
      withEnv({ API_MOCK: 'false', ALLOW_DEV_SIGNING_KEY: 'true' }, null, () => loadEnv('development'), {
        example: false,
      }).API_SECRET,
    ).toBe(devKey());
  });

  it('gives mock builds the dev key without .env.example', () => {
    expect(withEnv({}, null, () => loadEnv('production'), { example: false }).API_SECRET).toBe(devKey());
    expect(withEnv({}, null, () => loadEnv('development'), { example: false }).API_SECRET).toBe(devKey());
  });

  it('takes a real key in any mode', () => {
    const real = { API_MOCK: 'false', API_SECRET: 'the-real-key' };
    expect(withEnv(real, null, () => loadEnv('development'), { example: false }).API_SECRET).toBe('the-real-key');
    expect(withEnv(real, null, () => loadEnv('production'), { example: false }).API_SECRET).toBe('the-real-key');
  });
});
