import { FORM_KINDS } from '@/shared/api';

// Each test starts without the other packs: the drawer's chunk as it first arrives.
let packshot: typeof import('./packshot');
beforeEach(() => {
  jest.isolateModules(() => {
    packshot = jest.requireActual<typeof import('./packshot')>('./packshot');
  });
});

const subject = (formKind: (typeof FORM_KINDS)[number] | null, name = 'Brand 5 mg') =>
  ({ formKind, color: '#1d4e89', name, dosage: '5 mg' }) as const;

describe('drawPackshot: cartons at once, the other packs when they have come', () => {
  it('draws tablets, capsules, lozenges, ampoules and a product without a form at once: cartons need nothing more', () => {
    for (const kind of ['tablets', 'capsules', 'lozenges', 'ampoules', null] as const)
      expect(packshot.drawPackshot(subject(kind))?.markup).toContain('Brand');
  });

  it('draws a syrup only once the other packs have come, and asks for nothing more for tablets', async () => {
    expect(packshot.drawPackshot(subject('syrup'))).toBeNull();
    expect(packshot.drawPackshot(subject('device'))).toBeNull();
    await packshot.loadPacksFor('syrup');
    expect(packshot.drawPackshot(subject('syrup'))?.markup).toContain('Brand');
  });

  it('draws every form kind once the other packs have come', async () => {
    await packshot.loadEveryPack();
    for (const kind of FORM_KINDS) expect(packshot.drawPackshot(subject(kind))).not.toBeNull();
  });

  it('draws a device by its name: a thermometer, a monitor, else a carton with a cross', async () => {
    await packshot.loadPacksFor('device');
    const thermometer = packshot.drawPackshot(subject('device', 'Microlife toplomer'))?.markup;
    const monitor = packshot.drawPackshot(subject('device', 'Omron aparat za pritisak'))?.markup;
    const plaster = packshot.drawPackshot(subject('device', 'Hansaplast flaster'))?.markup;
    const tablets = packshot.drawPackshot(subject('tablets', 'Hansaplast flaster'))?.markup;
    expect(new Set([thermometer, monitor, plaster]).size).toBe(3);
    expect(plaster).not.toBe(tablets);
    expect(plaster).toContain('Hansaplast');
  });
});
