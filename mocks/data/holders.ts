/**
 * The marketing authorisation holder (nosilac dozvole za lek) of a medicine: in Serbia mostly
 * the manufacturer's own Serbian company or its representative office in Belgrade.
 */
const HOLDERS: Record<string, string> = {
  Hemofarm: 'Hemofarm a.d. Vršac',
  Galenika: 'Galenika a.d. Beograd',
  'Zdravlje Actavis': 'Actavis d.o.o. Beograd',
  Alkaloid: 'Alkaloid d.o.o. Beograd',
  Krka: 'Krka-Farma d.o.o. Beograd',
  Esensa: 'Esensa d.o.o. Beograd',
  Sandoz: 'Sandoz Pharmaceuticals d.d. - Predstavništvo Beograd',
  Novartis: 'Novartis Pharma Services AG - Predstavništvo Beograd',
  Bayer: 'Bayer d.o.o. Beograd',
  Sanofi: 'Sanofi-Aventis d.o.o. Beograd',
  Pfizer: 'Pfizer SRB d.o.o. Beograd',
  Merck: 'Merck d.o.o. Beograd',
  Haleon: 'Haleon Pharma d.o.o. Beograd',
  GSK: 'GlaxoSmithKline Export Ltd - Predstavništvo Beograd',
  'Berlin-Chemie': 'Berlin-Chemie Menarini Srbija d.o.o. Beograd',
  'Gedeon Richter': 'Gedeon Richter Srbija d.o.o. Beograd',
  Reckitt: 'Reckitt Benckiser d.o.o. Beograd',
  Servier: 'Servier d.o.o. Beograd',
  Abbott: 'Abbott Laboratories d.o.o. Beograd',
  'Johnson & Johnson': 'Johnson & Johnson d.o.o. Beograd',
  Pliva: 'Teva Pharmaceuticals d.o.o. Beograd',
  Teva: 'Teva Pharmaceuticals d.o.o. Beograd',
  Mylan: 'Viatris d.o.o. Beograd',
  Zentiva: 'Zentiva Pharma d.o.o. Beograd',
  Takeda: 'Takeda GmbH - Predstavništvo Beograd',
  AstraZeneca: 'AstraZeneca UK Limited - Predstavništvo Beograd',
  Stada: 'Stada d.o.o. Beograd',
};

/** The holder for a medicine of `manufacturer`; a foreign maker without a company here has an office. */
export function holderOf(manufacturer: string): string {
  return HOLDERS[manufacturer] ?? `${manufacturer} - Predstavništvo Beograd`;
}
