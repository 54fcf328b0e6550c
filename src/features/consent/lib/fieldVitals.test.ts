import { fieldVitalEvent, type FieldVital } from './fieldVitals';

const inp = {
  name: 'INP',
  value: 183.4,
  rating: 'needs-improvement',
  delta: 183.4,
  id: 'v5-1-2',
  entries: [],
  navigationType: 'navigate',
  attribution: {
    interactionTarget: 'main>div.toolbar>button.filtersToggle',
    interactionType: 'pointer',
    interactionTime: 3100,
    nextPaintTime: 3283,
    longAnimationFrameEntries: [],
    longestScript: undefined,
    totalScriptDuration: 0,
    totalStyleAndLayoutDuration: 0,
    totalPaintDuration: 0,
    totalUnattributedDuration: 0,
    processedEventEntries: [],
    inputDelay: 120.2,
    processingDuration: 40.6,
    presentationDelay: 22.6,
    loadState: 'dom-content-loaded',
  },
} as unknown as FieldVital;

it('sends the figure, its rating and its parts with the path alone and the page fields: no query, no title', () => {
  document.title = 'Brufen 400 mg | Apoteka Vita';
  const event = fieldVitalEvent(inp, '/sr/search', {
    page_location: 'https://apotekavita.rs/sr/search',
    page_title: 'Rezultati pretrage | Apoteka Vita',
  });
  expect(event).toEqual({
    event: 'web_vitals',
    metric_name: 'INP',
    metric_value: 183,
    metric_rating: 'needs-improvement',
    metric_id: 'v5-1-2',
    navigation_type: 'navigate',
    page_path: '/sr/search',
    page_location: 'https://apotekavita.rs/sr/search',
    page_title: 'Rezultati pretrage | Apoteka Vita',
    debug_target: 'main>div.toolbar>button.filtersToggle',
    input_delay: 120,
    processing_duration: 41,
    presentation_delay: 23,
    load_state: 'dom-content-loaded',
  });
  expect(JSON.stringify(event)).not.toMatch(/Brufen|\?/);
  // Before any page view set them: the path and the brand, never the tab's title.
  expect(fieldVitalEvent(inp, '/sr/detail/1013')).toMatchObject({
    page_location: `${window.location.origin}/sr/detail/1013`,
    page_title: 'Apoteka Vita',
  });
});

it('keeps three decimals of a layout shift score and names the element that moved most', () => {
  const cls = {
    name: 'CLS',
    value: 0.01234,
    rating: 'good',
    id: 'v5-3',
    navigationType: 'back-forward',
    attribution: { largestShiftTarget: 'main>ul.grid' },
  } as unknown as FieldVital;
  expect(fieldVitalEvent(cls, '/en/catalog')).toMatchObject({
    metric_name: 'CLS',
    metric_value: 0.012,
    debug_target: 'main>ul.grid',
    navigation_type: 'back-forward',
  });
});
