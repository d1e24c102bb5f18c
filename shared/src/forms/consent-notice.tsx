// The consent statements of a notice (shared/src/schemas/consent.ts) as form fields, so a form
// shows exactly the text whose version the server records.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '@platform/shared';
import { CONSENT_LINK_PAGES, currentNotice, type ConsentPurpose } from '@platform/shared/schemas';
import type { ProductField } from './product-form';

/** A statement with its `[words](page)` links as router links to the policy pages. */
export function ConsentStatement({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  const link = /\[([^\]]+)\]\(([a-z]+)\)/g;
  let last = 0;
  for (let match = link.exec(text); match; match = link.exec(text)) {
    parts.push(text.slice(last, match.index));
    const page = CONSENT_LINK_PAGES[match[2] as keyof typeof CONSENT_LINK_PAGES];
    parts.push(
      page ? (
        <Link key={match.index} to={page}>
          {match[1]}
        </Link>
      ) : (
        match[1]
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

/**
 * Statement `index` of the purpose's current notice in the visitor's language: the label follows
 * the header's switch, and the form sends that language with the notice's version.
 */
export function ConsentNoticeStatement({ purpose, index }: { purpose: ConsentPurpose; index: number }): ReactNode {
  const language = useLanguage();
  const statements = currentNotice(purpose).statements;
  return <ConsentStatement text={statements[language][index] ?? statements.en[index] ?? ''} />;
}

/**
 * One checkbox per statement of the purpose's current notice, all bound to `name` (the spec binds
 * both education-loan consents to `termsAccepted`), so ticking one ticks the set.
 */
export function consentFields(purpose: ConsentPurpose, name = 'termsAccepted'): ProductField[] {
  return currentNotice(purpose).statements.en.map((_, index) => ({
    name,
    kind: 'checkbox' as const,
    label: <ConsentNoticeStatement purpose={purpose} index={index} />,
  }));
}
