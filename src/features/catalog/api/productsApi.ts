import { baseApi } from '@/shared/api';
import type { Category, ProductDetailPage, ProductsArgs, ProductsPage } from '../model/types';
import { toCategories, toProductDetailPage, toProductsPage, type CategoriesDto, type ProductDetailDto, type ProductsDto } from './dto';

/**
 * Catalogue reads. Every price depends on `city_id`, which is part of the arguments, so a
 * city change asks for new data by itself; identical arguments share one request.
 */
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductsPage, ProductsArgs>({
      query: (params) => ({ url: '/products', params }),
      transformResponse: (answer: ProductsDto) => toProductsPage(answer),
    }),
    getProductDetail: build.query<ProductDetailPage, { id: number; city_id: number }>({
      query: (params) => ({ url: '/products/detail', params }),
      transformResponse: (answer: ProductDetailDto) => toProductDetailPage(answer),
    }),
    getCategories: build.query<Category[], void>({
      query: () => ({ url: '/categories' }),
      transformResponse: (answer: CategoriesDto) => toCategories(answer),
    }),
  }),
});

export const { useGetProductsQuery, useGetProductDetailQuery, useGetCategoriesQuery } = productsApi;
