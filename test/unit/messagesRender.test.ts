import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import sr from '../../i18n/sr.json';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';

/**
 * Every message of every language formatted with sample values, in every branch of its
 * selects and plurals: what a visitor can see must not show ICU syntax. A `#` outside a plural,
 * or an apostrophe that quotes a brace, prints as written ("In the pack: # ml" on liquids).
 */
const catalogs: Record<string, Record<string, string>> = { sr, en, ru };

type Sample = number | string | Date | ((chunks: unknown[]) => string);

/** The arguments a message takes, with a sample of the type its AST asks for. */
const argumentsOf = (
  elements: MessageFormatElement[],
  samples: Map<string, Sample>,
  choices: Map<string, string[]>,
): void => {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        if (!samples.has(element.value)) samples.set(element.value, `«${element.value}»`);
        break;
      case TYPE.number:
        samples.set(element.value, 3);
        break;
      case TYPE.date:
      case TYPE.time:
        samples.set(element.value, new Date(Date.UTC(2026, 2, 14, 9, 30)));
        break;
      case TYPE.plural:
        samples.set(element.value, 1);
        // Every count that picks a different branch in sr, en or ru: 0, 1, 2 (few), 5 (many), 1.5 (other).
        choices.set(element.value, ['0', '1', '2', '5', '21', '1.5']);
        for (const option of Object.values(element.options)) argumentsOf(option.value, samples, choices);
        break;
      case TYPE.select:
        samples.set(element.value, 'other');
        choices.set(element.value, Object.keys(element.options));
        for (const option of Object.values(element.options)) argumentsOf(option.value, samples, choices);
        break;
      case TYPE.tag:
        samples.set(element.value, (chunks) => chunks.join(''));
        argumentsOf(element.children, samples, choices);
        break;
      default:
        break;
    }
  }
};

/** The base samples, then each choice of each select and plural in turn. */
const variantsOf = (message: string): Record<string, Sample>[] => {
  const samples = new Map<string, Sample>();
  const choices = new Map<string, string[]>();
  argumentsOf(parse(message), samples, choices);
  const base = Object.fromEntries(samples);
  const variants = [base];
  for (const [name, values] of choices) {
    const isNumber = typeof samples.get(name) === 'number';
    for (const value of values) variants.push({ ...base, [name]: isNumber ? Number(value) : value });
  }
  return variants;
};

/** The text react-intl makes of a message, as the app formats it; a formatting error throws. */
const formatted = (locale: string, message: string, values: Record<string, Sample>): string => {
  const intl = createIntl({
    locale,
    // One message under a made-up id: the catalogues' own id types do not know it.
    messages: { probe: message } as unknown as typeof en,
    onError: (error) => {
      throw error;
    },
  });
  const output = intl.formatMessage({ id: 'probe' as keyof typeof en }, values);
  return Array.isArray(output) ? output.join('') : String(output);
};

const rows = Object.entries(catalogs).flatMap(([language, messages]) =>
  Object.entries(messages).map(([id, message]) => ({ language, id, message })),
);

describe('every message renders as written', () => {
  it('finds the messages of all three languages', () => {
    expect(rows.length).toBeGreaterThan(3 * 500);
  });

  it('no message shows a literal #, { or } in any branch', () => {
    const broken: string[] = [];
    for (const { language, id, message } of rows) {
      for (const values of variantsOf(message)) {
        const output = formatted(language, message, values);
        if (/[#{}]/.test(output)) {
          broken.push(
            `${language} ${id} ${JSON.stringify(values, (_, v: unknown) => (typeof v === 'function' ? 'tag' : v))}: ${output}`,
          );
          break;
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('the check itself catches a # outside a plural', () => {
    const message = '{unit, select, ml {# ml} other {{count, plural, one {# piece} other {# pieces}}}}';
    const outputs = variantsOf(message).map((values) => formatted('en', message, values));
    expect(outputs).toContain('# ml');
    expect(outputs).toContain('2 pieces');
  });
});
