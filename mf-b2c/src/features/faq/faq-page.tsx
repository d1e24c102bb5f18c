import { Link } from 'react-router-dom';
import { BRAND, Page, paths, useLanguage, type Language } from '@platform/shared';
import { faqTopics, type FaqTopic } from './faq-content';
import { faqTopicsHi } from './faq-content-hi';
import { faqTopicsMr } from './faq-content-mr';
import { texts } from './texts';

// Each language's FAQ is complete (TypeScript holds the tables to the English one), so the
// content's language is the page's, which the switch writes to <html lang>.
const FAQ_TOPICS: Record<Language, readonly FaqTopic[]> = { en: faqTopics, hi: faqTopicsHi, mr: faqTopicsMr };

export function FaqPage() {
  const { t } = texts.useTexts();
  const topics = FAQ_TOPICS[useLanguage()];
  return (
    <Page title={t('title')} intro={t('intro')}>
      <div className="faq">
        {topics.map((topic) => (
          <section key={topic.topic} className="faq__topic">
            <h2>{topic.topic}</h2>
            {topic.questions.map((item) => (
              <details key={item.question} className="faq__item">
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </section>
        ))}
        <p>
          {t('stillBefore', { phone: BRAND.supportPhone, email: BRAND.supportEmail })}
          <Link to={paths.contactUs}>{t('contact')}</Link>
          {t('stillAfter')}
        </p>
      </div>
    </Page>
  );
}
