import type { CitiesDto, CityDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { int, nullable, obj, opt, str } from '../lib/shape';
import { getDataset } from '../data/dataset';
import { DEFAULT_CITY_ID } from '../data/cities';
import { empty } from './util';

export const citiesHandlers = [
  endpoint('get', '/cities/locate', obj({ id: opt(nullable(int)), ip: opt(str) }), ({ data, lang }): CityDto => {
    const ds = getDataset();
    const city =
      (typeof data.id === 'number' ? ds.cityById.get(data.id) : undefined) ?? ds.cityById.get(DEFAULT_CITY_ID);
    if (!city) throw new Error('default city missing');
    return { id: city.id, name: city.name[lang] };
  }),
  endpoint('get', '/cities', empty, ({ lang }): CitiesDto => {
    const ds = getDataset();
    const [first, ...rest] = ds.cities;
    const sorted = [...rest].sort((a, b) => a.name[lang].localeCompare(b.name[lang], lang === 'en' ? 'en' : lang));
    return { list: [first, ...sorted].flatMap((c) => (c ? [{ id: c.id, name: c.name[lang] }] : [])) };
  }),
];
