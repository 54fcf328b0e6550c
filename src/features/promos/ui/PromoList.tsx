import type { Promo } from '../model/types';
import { PromoCard } from './PromoCard';
import styles from './PromoList.module.css';

export const PromoList = ({ promos, today }: { promos: Promo[]; today: string }) => (
  <ul className={styles.list} data-city-value>
    {promos.map((promo) => (
      <li key={promo.id} className={styles.item}>
        <PromoCard promo={promo} today={today} />
      </li>
    ))}
  </ul>
);
