// /vender/create-qr: choose which enquiry form the shop's QR code opens, see it, then go to the
// poster and downloads.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@platform/shared';
import { fetchVendorProfile, vendorQueryKeys } from '@platform/shared/dashboard';
import { useQuery } from '@platform/shared/query';
import { QueryState } from '../../components/query-state';
import { productBySlug, shopLink, SHOP_LINK_PRODUCTS } from './shop-links';
import { productKey, texts } from './texts';
import { useShopQr } from './use-shop-qr';

export function CreateQrPage() {
  const query = useQuery({ queryKey: vendorQueryKeys.profile, queryFn: fetchVendorProfile });
  const [slug, setSlug] = useState(SHOP_LINK_PRODUCTS[0]!.slug);
  const product = productBySlug(slug);
  const link = query.data ? shopLink(window.location.origin, product, query.data.referralCode) : null;
  const images = useShopQr(link);
  const { t } = texts.useTexts();
  return (
    <Page title={t('create.title')} intro={t('create.intro')}>
      <QueryState query={query}>
        {() => (
          <div className="qr-create">
            <div className="field">
              <label className="field__label" htmlFor="qr-product">
                {t('create.formLabel')}
              </label>
              <select id="qr-product" className="field__input" value={slug} onChange={(e) => setSlug(e.target.value)}>
                {SHOP_LINK_PRODUCTS.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {t(productKey(p.slug))}
                  </option>
                ))}
              </select>
            </div>
            <p>
              {t('create.link')} <code data-testid="shop-link">{link}</code>
            </p>
            {images ? (
              <img className="qr-preview" src={images.png} alt={t('create.alt', { product: t(productKey(product.slug)) })} width={240} height={240} />
            ) : (
              <p aria-busy="true">{t('drawing')}</p>
            )}
            <p className="form__actions">
              <Link className="button button--primary" to={`/vender/get-shop-qr?product=${product.slug}`}>
                {t('create.use')}
              </Link>
            </p>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
