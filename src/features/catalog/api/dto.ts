import type { AtcGroup, Category, Product, ProductsPage } from '../model/types';

import type { AtcGroupsDto, CategoriesDto, ProductCardDto, ProductsDto } from '@/shared/api';

/* Server shapes of docs/api.md section 3 (their schemas: shared/api/answers.ts); components only ever see the mapped models. */

/**
 * Only an answer that says `rx: false` makes a product one without a prescription; without it
 * (or with a malformed one) the product is prescription-like, and so a medicine: pickup only,
 * never discounted, and the pharmacist checks it (docs/api.md, "Required and optional fields").
 */
export const toProduct = (dto: ProductCardDto): Product => ({
  id: dto.id,
  name: dto.name,
  form: dto.form,
  formKind: dto.form_kind ?? null,
  dosage: dto.dosage,
  pack: dto.pack,
  manufacturer: dto.manufacturer,
  activeSubstance: dto.active_substance,
  categorySlug: dto.category_slug ?? null,
  rx: dto.rx !== false,
  rxUnknown: dto.rx === undefined,
  vatRate: dto.vat_rate ?? null,
  price: dto.allow_safety ? null : dto.price,
  // A prescription medicine is never shown discounted, whatever the answer says (docs/behaviour.md §15).
  oldPrice: dto.rx === false ? dto.old_price : null,
  allowSafety: dto.allow_safety,
  pharmaciesCount: dto.pharmacies_count ?? null,
  color: dto.color ?? null,
  packUnit: dto.pack_unit ?? null,
  isMedicine: dto.is_medicine || dto.rx !== false,
});

export const toProductsPage = (dto: ProductsDto): ProductsPage => ({
  list: dto.list.map(toProduct),
  // Without the paging fields the answer is read as one page of what came (docs/api.md,
  // "Required and optional fields").
  total: dto.total ?? dto.list.length,
  page: dto.page ?? 1,
  perPage: dto.per_page ?? Math.max(dto.list.length, 1),
  facets: dto.facets,
});

export const toCategories = (dto: CategoriesDto): Category[] =>
  dto.list.map((item) => ({
    id: item.id,
    slug: item.slug,
    name: item.name,
    parentSlug: item.parent_slug,
    productsCount: item.products_count ?? null,
  }));

export const toAtcGroups = (dto: AtcGroupsDto): AtcGroup[] =>
  dto.list.map((item) => ({
    code: item.code,
    name: item.name,
    parentCode: item.parent_code,
    productsCount: item.products_count,
  }));
