import type { FormKey } from './forms';
import type { Brand, GoodsKind } from './blocks-medicines';

/** [name suffix after the brand, form, dosage, pack sizes, price of the first pack in RSD] */
export type Item = [string, FormKey, string, number[], number];

export interface GoodsSeed {
  cat: string;
  kind: Exclude<GoodsKind, 'medicine'>;
  brands: Brand[];
  items: Item[];
}

/** Cosmetics, baby care, oral care and devices: brand × item (a share of the combinations). */
export const GOODS: GoodsSeed[] = [
  {
    cat: 'zastita-od-sunca', kind: 'cosmetic',
    brands: [['La Roche-Posay Anthelios', 'La Roche-Posay', 1.2], ['Vichy Capital Soleil', 'Vichy', 1.15], ['Avène Solaire', 'Avène', 1.1],
      ['Bioderma Photoderm', 'Bioderma', 1], ['Eucerin Sun', 'Eucerin', 1.05], ['Uriage Bariésun', 'Uriage', 1]],
    items: [['fluid SPF 50+', 'cosmCream', 'SPF 50+', [50], 2390], ['sprej SPF 30', 'spray', 'SPF 30', [200], 2690],
      ['sprej za decu SPF 50+', 'spray', 'SPF 50+', [200], 2890], ['gel-krema SPF 50', 'cosmGel', 'SPF 50', [50], 2290],
      ['krema za lice SPF 50+ sa bojom', 'cosmCream', 'SPF 50+', [50], 2490], ['losion posle sunčanja', 'lotion', '', [200], 1690],
      ['stik za usne SPF 30', 'balm', 'SPF 30', [5], 890]],
  },
  {
    cat: 'nega-lica', kind: 'cosmetic',
    brands: [['La Roche-Posay', 'La Roche-Posay', 1.2], ['Vichy', 'Vichy', 1.15], ['Avène', 'Avène', 1.1], ['Bioderma', 'Bioderma', 1],
      ['Eucerin', 'Eucerin', 1.05], ['Uriage', 'Uriage', 1], ['CeraVe', 'CeraVe', 0.9], ['Ducray', 'Ducray', 1]],
    items: [['micelarna voda', 'micellar', '', [250, 500], 1290], ['hidratantna krema', 'cosmCream', '', [50], 1990],
      ['serum sa hijaluronskom kiselinom', 'serum', '', [30], 2890], ['gel za umivanje', 'cosmGel', '', [200, 400], 1390],
      ['krema za oči', 'cosmCream', '', [15], 2190], ['noćna krema', 'cosmCream', '', [50], 2290], ['krema protiv akni', 'cosmCream', '', [40], 1790]],
  },
  {
    cat: 'nega-tela', kind: 'cosmetic',
    brands: [['Eucerin UreaRepair', 'Eucerin', 1.05], ['CeraVe', 'CeraVe', 0.9], ['La Roche-Posay Lipikar', 'La Roche-Posay', 1.2],
      ['Bioderma Atoderm', 'Bioderma', 1], ['Avène XeraCalm', 'Avène', 1.1], ['Uriage Xémose', 'Uriage', 1], ['Neutrogena', 'Johnson & Johnson', 0.7]],
    items: [['losion za telo', 'lotion', '', [250, 400], 1690], ['balzam za suvu kožu', 'balm', '', [200, 400], 1990],
      ['krema za ruke', 'cosmCream', '', [50, 75], 790], ['ulje za tuširanje', 'oil', '', [400], 1490], ['krema za stopala', 'cosmCream', '', [100], 990]],
  },
  {
    cat: 'nega-kose', kind: 'cosmetic',
    brands: [['Ducray', 'Ducray', 1], ['Vichy Dercos', 'Vichy', 1.15], ['Bioxcin', 'Bioxcin', 0.8], ['Klorane', 'Klorane', 0.95], ['Phyto', 'Phyto', 1.2]],
    items: [['šampon protiv peruti', 'shampoo', '', [200], 1490], ['šampon protiv opadanja kose', 'shampoo', '', [200, 400], 1590],
      ['ampule protiv opadanja kose', 'amp', '', [12], 3490], ['regenerator', 'balm', '', [200], 1290], ['šampon za osetljivo teme', 'shampoo', '', [200], 1390]],
  },
  {
    cat: 'nega-bebe', kind: 'cosmetic',
    brands: [['Mustela', 'Mustela', 1.2], ['Bübchen', 'Bübchen', 0.9], ['Babyline', 'Galenika', 0.8], ['Bepanthen Baby', 'Bayer', 1.1], ['Sudocrem', 'Teva', 1]],
    items: [['krema za pelensku regiju', 'cosmCream', '', [75, 100], 890], ['ulje za bebe', 'oil', '', [100, 200], 790],
      ['šampon za bebe', 'shampoo', '', [200], 690], ['losion za telo za bebe', 'lotion', '', [200], 890], ['gel za kupanje', 'cosmGel', '', [400], 990]],
  },
  {
    cat: 'oralna-higijena', kind: 'cosmetic',
    brands: [['Elmex', 'Colgate-Palmolive', 1.1], ['Sensodyne', 'Haleon', 1.1], ['Parodontax', 'Haleon', 1.1], ['Meridol', 'Colgate-Palmolive', 1.1],
      ['Lacalut', 'Dr. Theiss', 1], ['Curaprox', 'Curaden', 1.3]],
    items: [['pasta za zube', 'paste', '', [75], 490], ['pasta za osetljive zube', 'paste', '', [75], 590],
      ['tečnost za ispiranje usta', 'mouthwash', '', [400], 790], ['gel za desni', 'cosmGel', '', [20], 690]],
  },
  {
    cat: 'zensko-zdravlje', kind: 'cosmetic',
    brands: [['Lactacyd', 'Sanofi', 1.1], ['Saforelle', 'Saforelle', 1], ['Gynomunal', 'Hemofarm', 1.2]],
    items: [['gel za intimnu negu', 'cosmGel', '', [200, 400], 890], ['vaginalni gel', 'gel', '', [5], 1890], ['maramice za intimnu negu', 'device', '', [10], 490]],
  },
  {
    cat: 'merni-aparati', kind: 'device',
    brands: [['Omron', 'Omron', 1.1], ['Microlife', 'Microlife', 1], ['Beurer', 'Beurer', 0.95]],
    items: [['M2 aparat za pritisak za nadlakticu', 'device', '', [1], 5990], ['M6 Comfort aparat za pritisak', 'device', '', [1], 10990],
      ['aparat za pritisak za ručni zglob', 'device', '', [1], 4990], ['digitalni toplomer', 'device', '', [1], 790],
      ['beskontaktni toplomer', 'device', '', [1], 3990], ['inhalator', 'device', '', [1], 7990], ['pulsni oksimetar', 'device', '', [1], 3490],
      ['manžetna za aparat za pritisak', 'device', '', [1], 1990]],
  },
  {
    cat: 'zavojni-materijal', kind: 'device',
    brands: [['Hansaplast', 'Beiersdorf', 1.1], ['Tosama', 'Tosama', 0.9], ['Urgo', 'Urgo', 1.1]],
    items: [['flasteri classic', 'device', '', [20, 40], 290], ['flasteri vodootporni', 'device', '', [20], 390],
      ['flasteri za žuljeve', 'device', '', [6], 590], ['sterilne komprese 10 × 10 cm', 'device', '', [10], 320],
      ['elastični zavoj 8 cm', 'device', '', [1], 260], ['hidrofilna gaza 1 m²', 'device', '', [1], 190], ['flaster na kalemu 2,5 cm × 5 m', 'device', '', [1], 230]],
  },
  {
    cat: 'oci-i-usi', kind: 'device',
    brands: [['Systane', 'Alcon', 1.2], ['Hylo', 'Ursapharm', 1.3], ['Artelac', 'Bausch + Lomb', 1.1], ['A-Cerumen', 'Gilbert', 1], ['Audispray', 'Diepharmex', 1]],
    items: [['veštačke suze', 'eyeDrops', '', [10], 1190], ['gel za suvo oko', 'gel', '', [10], 1290], ['kapi za uši za higijenu', 'earDrops', '', [10, 40], 890]],
  },
  {
    cat: 'dijabetes', kind: 'device',
    brands: [['Accu-Chek', 'Roche', 1.1], ['Contour Plus', 'Ascensia', 1], ['OneTouch Select Plus', 'LifeScan', 1]],
    items: [['aparat za merenje šećera', 'device', '', [1], 2990], ['test trake', 'device', '', [50], 1890], ['lancete', 'device', '', [100, 200], 990]],
  },
  {
    cat: 'trudnoca-i-dojenje', kind: 'device',
    brands: [['Clearblue', 'SPD', 1.2], ['Medela', 'Medela', 1.3], ['Chicco', 'Artsana', 1]],
    items: [['test za trudnoću', 'device', '', [1, 2], 590], ['jastučići za grudnjak', 'device', '', [30], 890], ['krema za bradavice', 'cosmCream', '', [40], 1290]],
  },
  {
    cat: 'nega-bebe', kind: 'device',
    brands: [['NoseFrida', 'Frida Baby', 1.2], ['Physiomer Baby', 'Omega Pharma', 1.1], ['Stérimar Baby', 'Stérimar', 1]],
    items: [['aspirator za nos', 'device', '', [1], 1490], ['morska voda za bebe', 'nasalSpray', '', [100, 115], 990]],
  },
  {
    cat: 'zapusen-nos', kind: 'device',
    brands: [['Physiomer', 'Omega Pharma', 1.1], ['Stérimar', 'Stérimar', 1], ['Aqua Maris', 'Jadran', 0.9], ['Humer', 'Urgo', 1]],
    items: [['izotonični sprej za nos', 'nasalSpray', '', [50, 135], 790], ['hipertonični sprej za nos', 'nasalSpray', '', [50, 135], 890]],
  },
];
