import type { AtcGroupsDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { getDataset } from '../data/dataset';
import { atcGroups } from '../services/medinfo';
import { empty } from './util';

export const atcHandlers = [
  endpoint('get', '/atc', empty, ({ lang }): AtcGroupsDto => atcGroups(getDataset().products, lang)),
];
