import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render, waitFor } from '@testing-library/react';
import { hero } from '@/shared/ui/art/art';
import { HeroArt } from './HeroArt';

/** The markup as the DOM writes it back (`<circle/>` becomes `<circle></circle>`). */
const asParsed = (markup: string): string => {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.innerHTML = markup;
  return svg.innerHTML;
};

// Decorative (aria-hidden): no role query reaches the picture.
/* eslint-disable testing-library/no-node-access, testing-library/no-container */
describe('HeroArt', () => {
  it('keeps the prerendered picture when hydrated; one rendered in the browser is drawn once the drawer comes', async () => {
    const page = document.createElement('div');
    page.innerHTML = `<svg class="art" viewBox="0 0 360 300" aria-hidden="true" focusable="false">${hero}</svg>`;
    document.body.append(page);
    const fromHtml = page.innerHTML;
    // The development build reports the svg's inside as different from the HTML's, on purpose
    // until the drawer comes (src/shared/lib/codeOnDemand.ts).
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(page, <HeroArt className="art" />);
      await Promise.resolve();
    });
    said.mockRestore();
    expect(page.innerHTML).toBe(fromHtml);
    expect(page.querySelectorAll('circle').length).toBeGreaterThan(3);

    // The home page rendered in the browser (a visitor comes back to it): the box is empty, then drawn.
    const { container } = render(<HeroArt className="art" />);
    const picture = container.querySelector('svg');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(picture).toHaveAttribute('viewBox', '0 0 360 300');
    expect(picture?.childElementCount).toBe(0);
    await waitFor(() => expect(picture?.innerHTML).toBe(asParsed(hero)));
    expect(page.innerHTML).toBe(fromHtml);
    page.remove();
  });
});
