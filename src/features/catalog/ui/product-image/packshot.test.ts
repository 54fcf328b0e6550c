import { FORM_KINDS } from '@/shared/api';
import { drawPackshot } from './packshot';

const subject = (formKind: (typeof FORM_KINDS)[number] | null, name = 'Brand 5 mg') =>
  ({ formKind, color: '#1d4e89', name, dosage: '5 mg' }) as const;

describe('drawPackshot', () => {
  it('draws every form kind, and a product without a form, with its brand on the pack', () => {
    for (const kind of [...FORM_KINDS, null]) expect(drawPackshot(subject(kind)).markup).toContain('Brand');
  });

  it('draws a device by its name: a thermometer, a monitor, else a carton with a cross', () => {
    const thermometer = drawPackshot(subject('device', 'Microlife toplomer')).markup;
    const monitor = drawPackshot(subject('device', 'Omron aparat za pritisak')).markup;
    const plaster = drawPackshot(subject('device', 'Hansaplast flaster')).markup;
    const tablets = drawPackshot(subject('tablets', 'Hansaplast flaster')).markup;
    expect(new Set([thermometer, monitor, plaster]).size).toBe(3);
    expect(plaster).not.toBe(tablets);
    expect(plaster).toContain('Hansaplast');
  });
});
