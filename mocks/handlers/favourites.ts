import type { FavouritesDto } from '@/shared/api/answers';
import { authEndpoint } from '../endpoint';
import { fail } from '../lib/errors';
import { bool, int, obj } from '../lib/shape';
import { getDataset } from '../data/dataset';
import { empty } from './util';

export const favouritesHandlers = [
  authEndpoint('get', '/favourites', empty, ({ user }): FavouritesDto => ({ list: [...user.favourites] })),

  authEndpoint('put', '/favourites', obj({ id: int, is_deleted: bool }), ({ data, user }): FavouritesDto => {
    if (!getDataset().productById.has(data.id)) throw fail(404, 'productNotFound');
    const rest = user.favourites.filter((id) => id !== data.id);
    user.favourites = data.is_deleted ? rest : [data.id, ...rest];
    return { list: [...user.favourites] };
  }),
];
