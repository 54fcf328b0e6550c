/** The build's switch for the consent code (docs/decisions.md, "Shell code the first visit does not run"). */
const hasTagManagerWith = (gtmId: string | undefined): boolean => {
  const saved = process.env.GTM_ID;
  if (gtmId === undefined) delete process.env.GTM_ID;
  else process.env.GTM_ID = gtmId;
  try {
    let value = false;
    jest.isolateModules(() => {
      value = (jest.requireActual('./env') as typeof import('./env')).HAS_TAG_MANAGER;
    });
    return value;
  } finally {
    if (saved === undefined) delete process.env.GTM_ID;
    else process.env.GTM_ID = saved;
  }
};

describe('HAS_TAG_MANAGER', () => {
  it('is on only in a build given a GTM_ID', () => {
    expect(hasTagManagerWith('GTM-E2ETEST')).toBe(true);
    expect(hasTagManagerWith('')).toBe(false);
    expect(hasTagManagerWith(undefined)).toBe(false);
  });
});
