import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { frameTexts, Page, useLanguage, type Language } from '@platform/shared';
import { policies, type Policy, type PolicyLink } from './policy-content';
import { policiesHi } from './policy-content-hi';
import { policiesMr } from './policy-content-mr';
import type { PolicySlug } from './policy-slugs';

// Every page in every language (a missing one fails typecheck), so the switch never leaves a
// policy half in English. All three ship in this chunk: a switch then redraws at once, and the
// policy pages are a lazy route that only their readers load.
const POLICIES: Record<Language, Record<PolicySlug, Policy>> = { en: policies, hi: policiesHi, mr: policiesMr };

function PolicyAnchor({ link }: { link: PolicyLink }) {
  const { t } = frameTexts.useTexts();
  // Site pages go through the router (no reload, session kept); regulators' sites open normally.
  return link.href.startsWith('/') ? (
    <Link to={link.href}>{link.label}</Link>
  ) : (
    <a href={link.href} rel="noopener noreferrer" target="_blank">
      {link.label}
      <span className="visually-hidden">{t('opensNewTab')}</span>
    </a>
  );
}

/** Every policy page is this one component reading its text by slug. */
/** `children` follow the text (the grievance page adds its complaint desk there). */
export function PolicyPage({ slug, children }: { slug: PolicySlug; children?: ReactNode }) {
  const language = useLanguage();
  const policy = POLICIES[language][slug];
  return (
    <Page title={policy.title} intro={policy.summary}>
      <div className="policy" lang={language}>
        {policy.sections.map((section) => (
          <section key={section.heading} className="policy__section">
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points && (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {section.links && (
              <ul className="link-list">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <PolicyAnchor link={link} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="policy__updated">
          {policy.updatedLabel ?? 'Last updated'}: {policy.updated}
        </p>
      </div>
      {children}
    </Page>
  );
}
