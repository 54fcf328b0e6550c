import type { Page } from '@playwright/test';

/**
 * What a person sees of the page's controls and text at the viewport's present width
 * (docs/decisions.md, "Accessibility": every control whole at every width). Each problem is one
 * line naming the element, so a failing test says what to fix:
 * - the page scrolls sideways;
 * - a control (link, button, field) lies partly outside the viewport or outside an ancestor that
 *   clips it (`overflow: hidden` or `clip`; a box that scrolls on its own is one way to reflow
 *   and only needs the control inside its scroll area);
 * - a control lies under a fixed bar and no scrolling brings it out;
 * - two controls overlap;
 * - text runs out of the box that lays it out;
 * - a control's label breaks inside a word (unless `wholeWords` is false).
 */
export const drawnProblems = async (page: Page, { wholeWords = true } = {}): Promise<string[]> => {
  // Cards off screen are not laid out until they come near (`content-visibility: auto`); a
  // person scrolling sees each one laid out, so the check lays them all out.
  const allLaidOut = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const problems = await page.evaluate((wholeWords) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const slack = 1;
    const nameOf = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim().slice(0, 40) ??
        '';
      // CSS modules' names without their hash: "ProductCard-module__card".
      const classes = [...element.classList].map((name) => name.replace(/--[\w-]{4,}$/, '')).join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label}"`;
    };
    const hidden = (element: Element) => {
      if (element.closest('.visually-hidden, dialog:not([open]), [inert]')) return true;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || parseFloat(style.opacity) === 0) return true;
      const box = element.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1;
    };

    if (document.documentElement.scrollWidth > width + slack) {
      // The innermost boxes that reach past the viewport are what widens it.
      const wide = [...document.body.querySelectorAll('*')].filter(
        (element) => element.getBoundingClientRect().right > width + slack && !hidden(element),
      );
      const innermost = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
      problems.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width}, by ${innermost
          .slice(0, 3)
          .map(nameOf)
          .join(', ')}`,
      );
    }

    // What is open in a modal dialog is all a person can reach; the page under it is inert.
    const modal = document.querySelector('dialog[open]');
    const scope = modal ?? document.body;
    const controls = [
      ...scope.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary'),
    ].filter((element) => !hidden(element));

    const fixedBars = [...document.querySelectorAll('body *')].filter((element) => {
      return getComputedStyle(element).position === 'fixed' && !hidden(element) && !element.closest('dialog');
    });
    const pageHeight = document.documentElement.scrollHeight;

    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(node).overflowX)) return true;
      return false;
    };
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if ((box.left < -slack || box.right > width + slack) && !scrollsSideways(control))
        problems.push(
          `${nameOf(control)} sticks out of the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`,
        );
      for (let node = control.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clips = (value: string) => value === 'hidden' || value === 'clip';
        const scrolls = (value: string) => value === 'auto' || value === 'scroll';
        if (
          !clips(style.overflowX) &&
          !clips(style.overflowY) &&
          !scrolls(style.overflowX) &&
          !scrolls(style.overflowY)
        )
          continue;
        const frame = node.getBoundingClientRect();
        let left = frame.left + node.clientLeft;
        let top = frame.top + node.clientTop;
        let right = left + node.clientWidth;
        let bottom = top + node.clientHeight;
        // A box that scrolls shows all of its scroll area, once scrolled to it.
        if (scrolls(style.overflowX))
          [left, right] = [left - node.scrollLeft, left - node.scrollLeft + node.scrollWidth];
        if (scrolls(style.overflowY)) [top, bottom] = [top - node.scrollTop, top - node.scrollTop + node.scrollHeight];
        const cut = Math.max(left - box.left, box.right - right, top - box.top, box.bottom - bottom);
        if (cut > slack) {
          problems.push(`${nameOf(control)} is clipped by ${Math.round(cut)} px by its box ${nameOf(node)}`);
          break;
        }
      }
      // A fixed bar covers a strip of the viewport; scrolling must be able to bring the control out of it.
      const scrolled = window.scrollY;
      for (const bar of fixedBars) {
        if (bar.contains(control) || control.contains(bar)) continue;
        const strip = bar.getBoundingClientRect();
        if (strip.width < width / 2) continue;
        const controlTop = box.top + scrolled;
        const controlBottom = box.bottom + scrolled;
        const atFoot = strip.bottom >= window.innerHeight - slack;
        if (atFoot && controlBottom > pageHeight - strip.height + slack)
          problems.push(`${nameOf(control)} stays under the bar ${nameOf(bar)} at the page's foot`);
        if (!atFoot && strip.top <= slack && controlTop < strip.height - slack)
          problems.push(`${nameOf(control)} stays under the bar ${nameOf(bar)} at the page's top`);
      }
    }

    // Controls in the flow must not overlap. A fixed bar lies over the page by design (checked
    // above), and so does a control placed on purpose over another (a card's heart on its picture).
    const placedOver = (control: Element) => {
      for (let node: Element | null = control; node && node !== document.body; node = node.parentElement)
        if (getComputedStyle(node).position === 'absolute') return true;
      return false;
    };
    const inFlow = controls.filter(
      (control) => !placedOver(control) && !fixedBars.some((bar) => bar.contains(control)),
    );
    // An inline link over two lines is two boxes, and its bounding box spans both lines whole:
    // the boxes are compared, not their union.
    const fragments = inFlow.map((control) => [...control.getClientRects()].filter((rect) => rect.width > 0));
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;
    for (let i = 0; i < inFlow.length; i += 1) {
      const one = inFlow[i]!;
      for (let j = i + 1; j < inFlow.length; j += 1) {
        const other = inFlow[j]!;
        if (one.contains(other) || other.contains(one)) continue;
        if (fragments[i]!.some((a) => fragments[j]!.some((b) => overlap(a, b))))
          problems.push(`${nameOf(one)} and ${nameOf(other)} overlap`);
      }
    }

    // Text: each run of text lies inside the box that lays it out, and a control's words stay whole.
    const layoutBox = (node: Element) => {
      let box: Element | null = node;
      while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
      return box;
    };
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent ?? '';
      const parent = text.parentElement;
      if (!parent || !content.trim() || hidden(parent) || parent.closest('script, style, noscript, svg')) continue;
      const box = layoutBox(parent);
      if (!box) continue;
      const style = getComputedStyle(box);
      // Cut on purpose, with an ellipsis, or in a box that scrolls: the box shows where the text goes on.
      if (style.textOverflow === 'ellipsis' || ['auto', 'scroll'].includes(style.overflowX)) continue;
      range.selectNodeContents(text);
      const runs = range.getBoundingClientRect();
      const frame = box.getBoundingClientRect();
      if (runs.width > 0 && (runs.left < frame.left - slack || runs.right > frame.right + slack))
        problems.push(`text "${content.trim().slice(0, 40)}" runs out of ${nameOf(box)}`);
      const control = parent.closest('a[href], button, label, summary, [role="tab"]');
      if (!control || !wholeWords) continue;
      for (const word of content.matchAll(/[^\s\-‐/]+/gu)) {
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const first = lines[0];
        if (first && lines.some((rect) => Math.abs(rect.top - first.top) > first.height / 2))
          problems.push(`"${word[0]}" breaks inside the word in ${nameOf(control)}`);
      }
    }
    return [...new Set(problems)];
  }, wholeWords);
  await allLaidOut.evaluate((style) => (style as HTMLStyleElement).remove());
  return problems;
};
