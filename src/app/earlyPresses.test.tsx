import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { carryOutEarlyPresses, EARLY_PRESSES_SCRIPT, SUBMIT_WHEN_READY, takeEarlyPresses } from './earlyPresses';
import { HEAD_SCRIPT } from './prerenderMarks';

/** A prerendered page: buttons in #root with no handler yet, and its head script run. */
const page = () => {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="filters"><span>Filters</span></button>
      <button type="button" id="off" disabled>Off</button>
      <form><button type="submit" id="send">Send</button></form>
    </div>
    <button type="button" id="outside">Outside</button>`;
  new Function(EARLY_PRESSES_SCRIPT)();
  return (id: string) => document.getElementById(id) as HTMLButtonElement;
};

afterEach(() => takeEarlyPresses());

it('keeps a press made before the app started, shows it busy, and carries it out once', () => {
  const button = page();
  // A tap lands on the label inside the button; pressed twice, it is one intent.
  (button('filters').firstElementChild as HTMLElement).click();
  button('filters').click();
  expect(button('filters')).toHaveAttribute('aria-busy', 'true');

  const presses = takeEarlyPresses();
  // The app's handler, attached once React owns the page.
  const handler = jest.fn();
  button('filters').addEventListener('click', handler);
  carryOutEarlyPresses(presses);
  expect(handler).toHaveBeenCalledTimes(1);
  expect(button('filters')).not.toHaveAttribute('aria-busy');
});

it('notes no press once the app has taken over: React has its own from then on', () => {
  const button = page();
  takeEarlyPresses();
  button('filters').click();
  expect(button('filters')).not.toHaveAttribute('aria-busy');
  expect(takeEarlyPresses()).toEqual([]);
});

it('leaves disabled buttons, submit buttons (the browser submits the form itself) and buttons outside the app alone', () => {
  const button = page();
  button('off').click();
  button('send')
    .closest('form')
    ?.addEventListener('submit', (event) => event.preventDefault());
  button('send').click();
  button('outside').click();
  expect(takeEarlyPresses()).toEqual([]);
});

it('does not press a button that a fresh render took out of the page, and clears its busy look', () => {
  const button = page();
  const filters = button('filters');
  filters.click();
  const presses = takeEarlyPresses();
  filters.remove();
  const handler = jest.fn();
  filters.addEventListener('click', handler);
  carryOutEarlyPresses(presses);
  expect(handler).not.toHaveBeenCalled();
  expect(filters).not.toHaveAttribute('aria-busy');
});

it('keeps a choice made in a list before the app started, and carries it out as a change once', () => {
  document.body.innerHTML = `
    <div id="root"><select id="sort"><option value="popular" selected>Popular</option><option value="price_desc">Price</option></select></div>
    <select id="elsewhere"><option>a</option><option>b</option></select>`;
  new Function(EARLY_PRESSES_SCRIPT)();
  const sort = document.getElementById('sort') as HTMLSelectElement;
  sort.value = 'price_desc';
  sort.dispatchEvent(new Event('change', { bubbles: true }));
  sort.dispatchEvent(new Event('change', { bubbles: true }));
  const elsewhere = document.getElementById('elsewhere') as HTMLSelectElement;
  elsewhere.dispatchEvent(new Event('change', { bubbles: true }));

  const presses = takeEarlyPresses();
  expect(presses).toEqual([sort]);
  const chosen: string[] = [];
  sort.addEventListener('change', () => chosen.push(sort.value));
  carryOutEarlyPresses(presses);
  expect(chosen).toEqual(['price_desc']);
});

it('keeps a box ticked and a form sent before the app started, and carries both out once', () => {
  document.body.innerHTML = `
    <div id="root">
      <input type="checkbox" id="stock" />
      <form id="subscribe" ${SUBMIT_WHEN_READY}="" action="#"><input name="email" /><button type="submit">Go</button></form>
      <form id="plain" action="#"><button type="submit" id="plain-go">Go</button></form>
    </div>`;
  new Function(EARLY_PRESSES_SCRIPT)();
  const stock = document.getElementById('stock') as HTMLInputElement;
  stock.click();
  const subscribe = document.getElementById('subscribe') as HTMLFormElement;
  const sentNatively: string[] = [];
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) sentNatively.push((event.target as HTMLElement).id);
    event.preventDefault();
  });
  subscribe.requestSubmit();
  (document.getElementById('plain-go') as HTMLButtonElement).click();
  // The browser would send the plain form itself; the marked one waits, busy.
  expect(sentNatively).toEqual(['plain']);
  expect(subscribe).toHaveAttribute('aria-busy', 'true');

  const presses = takeEarlyPresses();
  expect(presses).toEqual([stock, subscribe]);
  const changes: boolean[] = [];
  stock.addEventListener('click', () => changes.push(stock.checked));
  const sent = jest.fn((event: Event) => event.preventDefault());
  subscribe.addEventListener('submit', sent);
  carryOutEarlyPresses(presses);
  expect(changes).toEqual([true]);
  expect(stock.checked).toBe(true);
  expect(sent).toHaveBeenCalledTimes(1);
  expect(subscribe).not.toHaveAttribute('aria-busy');
});

it('hands over nothing on a page without the head script (the app shell)', () => {
  document.body.innerHTML = '<div id="root"></div>';
  delete (window as unknown as Record<string, unknown>).__aptkEarlyPresses;
  expect(takeEarlyPresses()).toEqual([]);
});

it('runs as part of the whole head script, after the city mark', () => {
  document.body.innerHTML = '<div id="root"><button type="button" id="add">Add</button></div>';
  delete (window as unknown as Record<string, unknown>).__aptkEarlyPresses;
  expect(() => new Function(HEAD_SCRIPT)()).not.toThrow();
  document.getElementById('add')?.click();
  expect(takeEarlyPresses()).toHaveLength(1);
});

it('carries a box ticked early out as a change when its part has not hydrated yet', async () => {
  // A filter inside a hydration part of its own (docs/decisions.md, "Hydration by parts"): the
  // page is hydrated, the part not yet, as on a slow phone when the app takes the presses.
  const onChange = jest.fn();
  const Filter = () => (
    <Suspense>
      <label>
        <input type="checkbox" id="rx" checked={false} onChange={(event) => onChange(event.target.checked)} />
        Without prescription
      </label>
    </Suspense>
  );
  document.body.innerHTML = `<div id="root">${renderToString(<Filter />)}</div>`;
  new Function(EARLY_PRESSES_SCRIPT)();
  const box = document.getElementById('rx') as HTMLInputElement;
  box.click();
  expect(box.checked).toBe(true);

  const presses = takeEarlyPresses();
  // React's own scheduling, not act's: act would hydrate every part at once.
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  const root = hydrateRoot(document.getElementById('root') as HTMLElement, <Filter />);
  try {
    carryOutEarlyPresses(presses);
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  }
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith(true);
  await act(async () => root.unmount());
});
