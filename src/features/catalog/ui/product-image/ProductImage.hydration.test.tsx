import { render, screen, waitFor } from '@testing-library/react';
import { hydratePrerendered } from '@/testing/prerendered';
import { drawPackshot } from './packshot';
import { ProductImage } from './ProductImage';

// The drawer as the chunk it is, counted: the test builds the "prerendered" markup with the real one.
jest.mock('./packshot', () => {
  const actual = jest.requireActual<typeof import('./packshot')>('./packshot');
  return { ...actual, drawPackshot: jest.fn(actual.drawPackshot) };
});
const realDraw = jest.requireActual<typeof import('./packshot')>('./packshot').drawPackshot;

const subject = { formKind: 'tablets', color: '#0b6e4f', name: 'Brufen 400 mg', dosage: '400 mg' } as const;

describe('ProductImage on a prerendered page', () => {
  it('keeps the picture of the HTML without drawing it, and draws it when a new picture brings the drawer', async () => {
    const { markup, tint } = realDraw(subject);
    const { page, fromHtml } = await hydratePrerendered(
      `<svg class="image " viewBox="0 0 160 160" role="img" aria-label="Brufen 400 mg" focusable="false" style="--pack-tint:${tint}">${markup}</svg>`,
      <ProductImage {...subject} label="Brufen 400 mg" />,
    );
    const hydrated = screen.getByRole('img', { name: 'Brufen 400 mg' });
    expect(hydrated).toHaveTextContent('Brufen');
    expect(page.innerHTML).toBe(fromHtml);
    expect(drawPackshot).not.toHaveBeenCalled();

    // A card the browser adds (a list of other products) has no HTML: it asks for the drawer.
    render(<ProductImage formKind="syrup" color="#1d4e89" name="Lazolvan 15 mg/5 ml" label="Lazolvan" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Lazolvan' })).toHaveTextContent('Lazolvan'));
    // The hydrated picture is drawn again by the drawer, the same as its HTML.
    expect(page.innerHTML).toBe(fromHtml);
    expect(drawPackshot).toHaveBeenCalledWith(expect.objectContaining({ name: 'Brufen 400 mg' }));
    page.remove();
  });
});
