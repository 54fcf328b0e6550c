import { FormattedMessage } from 'react-intl';
import { useCityId, useCityName } from '@/features/city';
import { PharmacyFinder } from '@/features/pharmacies';

// `.page` resets the container's side padding, so the two classes sit on separate elements.
export const Component = () => {
  const cityId = useCityId();
  const cityName = useCityName();
  return (
    <div className="container">
      <div className="page">
        <h1 className="page-title" data-city-value>
          {cityName ? (
            <FormattedMessage id="pharmacies.title" values={{ city: cityName }} />
          ) : (
            <FormattedMessage id="page.pharmacies.title" />
          )}
        </h1>
        <PharmacyFinder cityId={cityId} cityName={cityName} />
      </div>
    </div>
  );
};
