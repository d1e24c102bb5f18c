import { ProductForm } from '@platform/shared/forms';
import type { ProductSlug } from '@platform/shared/schemas';
import { PRODUCT_PAGES } from './product-forms';
import { texts } from './texts';

const HIGHLIGHTS = ['h1', 'h2', 'h3'] as const;

/** /b2c/<product>: one page for every product, filled from its entry in PRODUCT_PAGES and its words in texts.ts. */
export function ProductApplicationPage({ slug }: { slug: ProductSlug }) {
  // Subscribed here so the whole page, the form's labels too, follows a language switch.
  const { t } = texts.useTexts();
  const page = PRODUCT_PAGES[slug];
  return (
    <article className="page page--wide application-page">
      <header className="application-page__header">
        <h1>{t(`products.${slug}.heading`)}</h1>
        <p className="page__intro">{t(`products.${slug}.intro`)}</p>
      </header>
      <div className="application-page__body">
        <aside className="application-page__aside">
          <img className="application-page__image" src={page.image} alt={t(`alts.${page.imageAlt}`)} width={240} height={200} />
          <ul className="application-page__highlights">
            {HIGHLIGHTS.map((line) => (
              <li key={line}>{t(`products.${slug}.${line}`)}</li>
            ))}
          </ul>
        </aside>
        {/* Keyed by product: moving between two products must not carry one form's state over. */}
        <ProductForm key={slug} definition={page.form} />
      </div>
    </article>
  );
}
