import type { PharmacyDto } from '@/shared/api';
import type { Pharmacy } from '../model/types';

/** The answer's shape and schema: shared/api/answers.ts. */
export type { PharmacyDto };

export const toPharmacy = (dto: PharmacyDto): Pharmacy => ({
  id: dto.id,
  name: dto.name,
  address: dto.address,
  cityId: dto.city_id,
  lat: dto.lat,
  lng: dto.lng,
  phone: dto.phone,
  hours: dto.hours,
  licence: dto.licence,
  pharmacist: dto.pharmacist,
});
