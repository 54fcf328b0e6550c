import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * A "prerendered" page: `html` put in the document, then hydrated with `element`, as the
 * browser does with a page's HTML. Returns the page and its HTML as the DOM wrote it, to compare
 * with after hydration. React's development build reports that a drawn picture's inside differs
 * from the HTML's; it does on purpose until its drawer comes (src/shared/lib/codeOnDemand.ts),
 * and production does not compare it, so that report is silenced for the hydration only.
 */
export const hydratePrerendered = async (html: string, element: ReactNode) => {
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  const fromHtml = page.innerHTML;
  const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await act(async () => {
      hydrateRoot(page, element);
      await Promise.resolve();
    });
  } finally {
    said.mockRestore();
  }
  return { page, fromHtml };
};

/** SVG markup as the DOM writes it back (`<circle/>` becomes `<circle></circle>`). */
export const asParsedSvg = (markup: string): string => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.innerHTML = markup;
  return svg.innerHTML;
};
