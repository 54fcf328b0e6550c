import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';

interface SectionIntroProps {
  /** The heading's id: the section or form names itself with it (`aria-labelledby`). */
  id: string;
  level?: 1 | 2 | 3;
  /** The heading's message and the paragraph's. */
  intro: { title: MessageId; text: MessageId };
  classNames?: { title?: string; text?: string };
}

/** A section's heading and the paragraph that introduces it. */
export const SectionIntro = ({ id, level = 2, intro, classNames = {} }: SectionIntroProps) => {
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading id={id} className={classNames.title}>
        <FormattedMessage id={intro.title} />
      </Heading>
      <p className={classNames.text}>
        <FormattedMessage id={intro.text} />
      </p>
    </>
  );
};
