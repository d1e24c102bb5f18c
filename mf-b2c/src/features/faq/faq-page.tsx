import { Link } from 'react-router-dom';
import { BRAND, Page, paths } from '@platform/shared';
import { faqTopics } from './faq-content';

export function FaqPage() {
  return (
    <Page title="Frequently asked questions" intro={`Answers about loans, eligibility, documents, CIBIL, referrals and partner shops.`}>
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
          Still have a question? Call {BRAND.supportPhone}, write to {BRAND.supportEmail} or see <Link to={paths.contactUs}>Contact us</Link>.
        </p>
      </div>
    </Page>
  );
}
