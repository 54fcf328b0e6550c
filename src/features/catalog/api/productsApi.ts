import {
  AtcGroupsSchema,
  baseApi,
  CategoriesSchema,
  dailyValuesTags,
  partialFromHtmlTags,
  ProductDetailSchema,
  ProductsSchema,
} from '@/shared/api';
import type { AtcGroup, Category, ProductDetailPage, ProductsArgs, ProductsPage } from '../model/types';
import { toAtcGroups, toCategories, toProductsPage } from './dto';
import { toProductDetailPage } from './productDetail';

/**
 * Catalogue reads. Every price depends on `city_id`, which is part of the arguments, so a
 * city change asks for new data by itself; identical arguments share one request. Products
 * and a product's page hold the day's prices and stock: answered from the prerendered HTML,
 * they are asked again after hydration (`dailyValuesTags`); the category and ATC trees are not.
 */
export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductsPage, ProductsArgs>({
      query: (params) => ({ url: '/products', params }),
      rawResponseSchema: ProductsSchema,
      providesTags: dailyValuesTags,
      transformResponse: toProductsPage,
    }),
    getProductDetail: build.query<ProductDetailPage, { id: number; city_id: number }>({
      query: (params) => ({ url: '/products/detail', params }),
      rawResponseSchema: ProductDetailSchema,
      providesTags: dailyValuesTags,
      transformResponse: toProductDetailPage,
    }),
    getCategories: build.query<Category[], void>({
      query: () => ({ url: '/categories' }),
      rawResponseSchema: CategoriesSchema,
      // A product page's HTML brings only its branch of the tree: the whole tree follows.
      providesTags: partialFromHtmlTags,
      transformResponse: toCategories,
    }),
    /** The ATC tree's groups that the catalogue browses by (docs/api.md, "Medicine information"). */
    getAtcGroups: build.query<AtcGroup[], void>({
      query: () => ({ url: '/atc' }),
      rawResponseSchema: AtcGroupsSchema,
      transformResponse: toAtcGroups,
    }),
  }),
});

export const { useGetProductsQuery, useGetProductDetailQuery, useGetCategoriesQuery, useGetAtcGroupsQuery } =
  productsApi;
