import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';

interface SectionIntroProps {
  /** The heading's id: the section or form names itself with it (`aria-labelledby`). */
  id: string;
  level?: 1 | 2 | 3;
  title: MessageId;
  text: MessageId;
  titleClassName?: string;
  textClassName?: string;
}

/** A section's heading and the paragraph that introduces it. */
export const SectionIntro = ({ id, level = 2, title, text, titleClassName, textClassName }: SectionIntroProps) => {
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading id={id} className={titleClassName}>
        <FormattedMessage id={title} />
      </Heading>
      <p className={textClassName}>
        <FormattedMessage id={text} />
      </p>
    </>
  );
};
