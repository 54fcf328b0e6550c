import { escapeHtml, serializeJsonForScript } from './escape';

describe('escapeHtml', () => {
  it('escapes everything that could end an attribute or open a tag', () => {
    expect(escapeHtml(`Tom & "Jerry's" <b>`)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;');
  });
});

describe('serializeJsonForScript', () => {
  const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- a & b -->', lines: 'a\u2028b\u2029c' };

  it('never lets data close the script element or open a comment', () => {
    const json = serializeJsonForScript(hostile);
    expect(json).not.toMatch(/<|>|&/);
    expect(json).not.toMatch(/[\u2028\u2029]/);
  });

  it('is still JSON that reads back to the same value', () => {
    expect(JSON.parse(serializeJsonForScript(hostile))).toEqual(hostile);
  });

  it('survives an HTML parser: one script, the whole object inside', () => {
    const doc = new DOMParser().parseFromString(
      `<script type="application/ld+json">${serializeJsonForScript(hostile)}</script>`,
      'text/html',
    );
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(hostile);
  });
});
