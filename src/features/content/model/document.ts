/** A block of a long text: a paragraph or a bulleted list, both plain text. */
export type DocumentBlock = string | { list: string[] };

interface DocumentSection {
  /** Anchor of the section (`#cookies`), stable across languages. */
  id: string;
  heading: string;
  blocks: DocumentBlock[];
}

/** A legal text in one language (terms of use, privacy policy). */
export interface ContentDocument {
  /** `YYYY-MM-DD` of the version in force. */
  effectiveFrom: string;
  lead: string;
  sections: DocumentSection[];
}

export type DocumentName = 'terms' | 'privacy';
