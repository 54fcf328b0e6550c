import { Suspense, use } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingState } from '@/shared/ui';
import { CalendarDate, useLocale, type MessageId } from '@/shared/i18n';
import type { DocumentBlock, DocumentName } from '../model/document';
import { loadDocument } from '../model/loadDocument';
import styles from './LegalDocument.module.css';

const Block = ({ block }: { block: DocumentBlock }) =>
  typeof block === 'string' ? (
    <p>{block}</p>
  ) : (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

const DocumentBody = ({ name }: { name: DocumentName }) => {
  const intl = useIntl();
  const document = use(loadDocument(name, useLocale()));
  return (
    <>
      <p className={styles.effective}>
        <FormattedMessage
          id="legal.effectiveFrom"
          values={{
            date: <CalendarDate day={document.effectiveFrom} />,
          }}
        />
      </p>
      <p className={styles.lead}>{document.lead}</p>
      <nav className={styles.toc} aria-label={intl.formatMessage({ id: 'legal.contents' })}>
        <h2 className={styles.tocTitle}>
          <FormattedMessage id="legal.contents" />
        </h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.heading}>
            <span className={styles.number}>{index + 1}.</span> {section.heading}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </>
  );
};

/** Terms of use or privacy policy in the page language, with a table of contents. */
export const LegalDocument = ({ name, titleId }: { name: DocumentName; titleId: MessageId }) => (
  <article className={`container page ${styles.document}`}>
    <h1 className="page-title">
      <FormattedMessage id={titleId} />
    </h1>
    <Suspense fallback={<LoadingState />}>
      <DocumentBody name={name} />
    </Suspense>
  </article>
);
