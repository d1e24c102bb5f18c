import { ProductForm } from '@platform/shared/forms';
import type { ProductSlug } from '@platform/shared/schemas';
import { PRODUCT_PAGES } from './product-forms';

/** /b2c/<product>: one page for every product, filled from its entry in PRODUCT_PAGES. */
export function ProductApplicationPage({ slug }: { slug: ProductSlug }) {
  const page = PRODUCT_PAGES[slug];
  return (
    <article className="page page--wide application-page">
      <header className="application-page__header">
        <h1>{page.heading}</h1>
        <p className="page__intro">{page.intro}</p>
      </header>
      <div className="application-page__body">
        <aside className="application-page__aside">
          <img className="application-page__image" src={page.image} alt={page.imageAlt} width={240} height={200} />
          <ul className="application-page__highlights">
            {page.highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </aside>
        {/* Keyed by product: moving between two products must not carry one form's state over. */}
        <ProductForm key={slug} definition={page.form} />
      </div>
    </article>
  );
}
