import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setRenderedAt, useClock } from './clock';

let renders = 0;
const Year = () => {
  renders += 1;
  return <p>{useClock((now) => now.getFullYear())}</p>;
};

/** A page prerendered at `renderedAt`, hydrated in a browser whose clock says `visitorNow`. */
const hydrateAt = (renderedAt: string, visitorNow: string) => {
  jest.setSystemTime(new Date(renderedAt));
  setRenderedAt(new Date(renderedAt));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Year />);
  document.body.append(container);
  jest.setSystemTime(new Date(visitorNow));
  renders = 0;
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <Year />);
  });
  return { container, unmount: () => act(() => root?.unmount()) };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  setRenderedAt(null);
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('useClock', () => {
  it('hydrates with the render time, then shows the visitor’s clock', () => {
    const page = hydrateAt('2025-12-31T22:00:00Z', '2026-01-01T09:00:00Z');
    expect(page.container.textContent).toBe('2026');
    page.unmount();
  });

  it('does not render again after hydrating when what it reads is the same', () => {
    const page = hydrateAt('2026-03-01T08:00:00Z', '2026-03-02T10:30:00Z');
    expect(page.container.textContent).toBe('2026');
    expect(renders).toBe(1);
    page.unmount();
  });
});
