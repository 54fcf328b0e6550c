import {
  onCLS,
  onINP,
  onLCP,
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
} from 'web-vitals/attribution';
import { generalPageFields, pushToDataLayer, readPageFields, type PageFields } from '@/shared/lib';

export type FieldVital = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

/** The part of the page a figure is about: a selector of tags, ids and classes, never text. */
const targetOf = (metric: FieldVital): string | undefined => {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
  }
};

/** INP's three parts tell input delay (the page was busy) from slow handlers and slow paints. */
const partsOf = (metric: FieldVital): Record<string, number | string> =>
  metric.name === 'INP'
    ? {
        input_delay: Math.round(metric.attribution.inputDelay),
        processing_duration: Math.round(metric.attribution.processingDuration),
        presentation_delay: Math.round(metric.attribution.presentationDelay),
        load_state: metric.attribution.loadState,
      }
    : {};

/**
 * One real visit's figure as the dataLayer event the tag manager forwards (docs/decisions.md,
 * "Field data"). The address is its path alone: a query (`?q=`) may be a health search, and the
 * page title may name a medicine, so neither is ever part of it; the page's fields (the path and
 * the general title, `setPageFields`) go with it, so a tag needs nothing of the live page.
 */
export const fieldVitalEvent = (
  metric: FieldVital,
  pathname: string,
  fields: PageFields = generalPageFields(pathname),
): Record<string, number | string> => ({
  event: 'web_vitals',
  metric_name: metric.name,
  // CLS is a score with three decimals that matter; LCP and INP are milliseconds.
  metric_value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
  metric_rating: metric.rating,
  metric_id: metric.id,
  navigation_type: metric.navigationType,
  page_path: pathname,
  page_location: fields.page_location,
  page_title: fields.page_title,
  debug_target: targetOf(metric) ?? '',
  ...partsOf(metric),
});

/** From the consent on: LCP, INP and CLS of this visit, each when the library settles it. */
export const reportFieldVitals = (): void => {
  const push = (metric: FieldVital): void => {
    pushToDataLayer(fieldVitalEvent(metric, window.location.pathname, readPageFields()));
  };
  onLCP(push);
  onINP(push);
  onCLS(push);
};
