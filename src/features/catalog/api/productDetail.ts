import type { ProductDetailDto } from '@/shared/api';
import type { PharmacyStock, ProductDetailPage } from '../model/types';
import { toProduct } from './dto';

const toPharmacyStock = (dto: ProductDetailDto['pharmacies'][number]): PharmacyStock => ({
  pharmacyId: dto.pharmacy_id,
  name: dto.name,
  address: dto.address,
  price: dto.price,
  quantity: dto.quantity,
});

export const toProductDetailPage = (dto: ProductDetailDto): ProductDetailPage => ({
  product: {
    ...toProduct(dto.product),
    description: dto.product.description,
    composition: dto.product.composition,
    usage: dto.product.usage,
    warnings: dto.product.warnings,
    ean: dto.product.ean ?? null,
    medicine: dto.product.medicine
      ? {
          atc: dto.product.medicine.atc ?? null,
          mah: dto.product.medicine.mah,
          leaflet: dto.product.medicine.leaflet ?? null,
        }
      : null,
  },
  pharmacies: dto.pharmacies.map(toPharmacyStock),
  analogues: dto.analogues.map(toProduct),
  related: dto.related.map(toProduct),
  points: dto.points,
});
