import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { COMPANY, paths, SUPERVISORS } from '@/shared/config';
import type { MessageId } from '@/shared/i18n';
import { PageIntro } from '@/shared/ui';
import styles from './LegalInfoPage.module.css';

const Section = ({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) => (
  <section className={styles.section} aria-labelledby={id}>
    <h2 id={id} className={styles.heading}>
      <FormattedMessage id={title} />
    </h2>
    {children}
  </section>
);

const Fact = ({ label, children }: { label: MessageId; children: ReactNode }) => (
  <div className={styles.fact}>
    <dt>
      <FormattedMessage id={label} />
    </dt>
    <dd>{children}</dd>
  </div>
);

const Body = ({ name, text, href }: { name: MessageId; text: MessageId; href: string }) => (
  <li className={styles.body}>
    <h3 className={styles.bodyName}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id={name} />
      </a>
    </h3>
    <p>
      <FormattedMessage id={text} />
    </p>
  </li>
);

/**
 * The trader's legal details that every page reaches from the footer (docs/behaviour.md §15):
 * the company and its numbers, the e-mail, and the bodies that supervise its pharmacies.
 */
export const Component = () => (
  <div className="container page">
    <PageIntro title="page.legal.title" lead={<FormattedMessage id="legalInfo.lead" />} leadClassName={styles.lead} />

    <Section id="legal-company" title="legalInfo.company.title">
      <dl className={styles.facts}>
        <Fact label="legalInfo.company.name">{COMPANY.name}</Fact>
        <Fact label="legalInfo.company.address">
          {COMPANY.street}, {COMPANY.city}, {COMPANY.country}
        </Fact>
        <Fact label="legalInfo.company.registry">
          <span data-legal="registry">{COMPANY.registryNumber}</span>
        </Fact>
        <Fact label="legalInfo.company.tax">
          <span data-legal="tax">{COMPANY.taxNumber}</span>
        </Fact>
        <Fact label="legalInfo.company.email">
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </Fact>
      </dl>
    </Section>

    <Section id="legal-supervision" title="legalInfo.supervision.title">
      <ul className={styles.bodies}>
        <Body name="legalInfo.ministry.name" text="legalInfo.ministry.text" href={SUPERVISORS.ministry} />
        <Body name="legalInfo.chamber.name" text="legalInfo.chamber.text" href={SUPERVISORS.chamber} />
      </ul>
      <p className={styles.note}>
        <FormattedMessage
          id="legalInfo.pharmacies"
          values={{ link: (text) => <Link to={paths.pharmacies}>{text}</Link> }}
        />
      </p>
    </Section>
  </div>
);
