import { Link } from 'react-router-dom';
import { BRAND, Page, paths } from '@platform/shared';
import { faqTopics } from './faq-content';
import { texts } from './texts';

export function FaqPage() {
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={t('intro')}>
      <div className="faq">
        {faqTopics.map((topic) => (
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
