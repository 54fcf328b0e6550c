import { Hero } from './Hero';
import { PromosTeaser } from './PromosTeaser';
import { PopularCategories } from './PopularCategories';
import { PopularProducts } from './PopularProducts';
import { PharmaciesTeaser } from './PharmaciesTeaser';
import { ArticlesTeaser } from './ArticlesTeaser';
import styles from './HomePage.module.css';

/** The main page: what we offer, then promotions, categories, products, pharmacies, articles. */
export const Component = () => (
  <div className={`container page ${styles.home}`}>
    <Hero />
    <PromosTeaser />
    <PopularCategories />
    <PopularProducts />
    <PharmaciesTeaser />
    <ArticlesTeaser />
  </div>
);
