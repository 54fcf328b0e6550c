import type { AtcGroupsDto, ProductDetailDto } from '@/shared/api/answers';
import type { Lang } from '../lib/i18n';
import { ATC_GROUPS } from '../data/atc';
import { leafletOf } from '../data/leaflets';
import type { ProductSeed } from '../data/products';

const GROUP_BY_CODE = new Map(ATC_GROUPS.map((g) => [g.code, g]));

/** Whether `code` names an ATC group of the tree (level 1 or 2). */
export const isAtcGroup = (code: string): boolean => GROUP_BY_CODE.has(code);

/** The barcode and, for a medicine, its ATC code with its two groups, holder and leaflet. */
export function medicineInfo(p: ProductSeed, lang: Lang): Pick<ProductDetailDto['product'], 'ean' | 'medicine'> {
  const leaflet = leafletOf(p, lang);
  const group = GROUP_BY_CODE.get(p.atc?.slice(0, 1) ?? '');
  const subgroup = GROUP_BY_CODE.get(p.atc?.slice(0, 3) ?? '');
  if (p.atc === null || p.mah === null || !leaflet || !group || !subgroup) return { ean: p.ean, medicine: null };
  return {
    ean: p.ean,
    medicine: {
      atc: {
        code: p.atc,
        group: { code: group.code, name: group.name[lang] },
        subgroup: { code: subgroup.code, name: subgroup.name[lang] },
      },
      mah: p.mah,
      leaflet,
    },
  };
}

/** Every group of the tree with the number of products under it, in code order. */
export function atcGroups(products: ProductSeed[], lang: Lang): AtcGroupsDto {
  return {
    list: ATC_GROUPS.map((g) => ({
      code: g.code,
      name: g.name[lang],
      parent_code: g.parent,
      products_count: products.filter((p) => p.atc?.startsWith(g.code)).length,
    })),
  };
}
