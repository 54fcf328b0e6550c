import { answerData } from '@/shared/api';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router';
import { parseListing } from '@/features/catalog';
import { useCityId } from '@/features/city';
import { useGetPharmaciesQuery } from '@/features/pharmacies';

/** The name of the pharmacy whose assortment is shown (`?pharmacy=<id>`), once the city's list is known. */
export const usePharmacyName = (): string | undefined => {
  const [params] = useSearchParams();
  const cityId = useCityId();
  const { pharmacyId } = parseListing(params);
  const { data: pharmacies } = useGetPharmaciesQuery(pharmacyId === null ? skipToken : { city_id: cityId }, {
    selectFromResult: answerData,
  });
  const pharmacy = pharmacies?.find((item) => item.id === pharmacyId);
  return pharmacy ? `${pharmacy.name}, ${pharmacy.address}` : undefined;
};
