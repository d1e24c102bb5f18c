// /vender/get-shop-qr: the shop's QR code as a printable A5 poster with the shop's name, and as
// PNG and SVG downloads. Printing uses the print style sheet (only the poster is printed); there
// is no inline script, so it works under the site's Content Security Policy.
import { Link, useSearchParams } from 'react-router-dom';
import { BRAND, Page } from '@platform/shared';
import { fetchVendorProfile, vendorQueryKeys } from '@platform/shared/dashboard';
import { useQuery } from '@platform/shared/query';
import { QueryState } from '../../components/query-state';
import { productBySlug, shopLink } from './shop-links';
import { productKey, texts } from './texts';
import { useShopQr } from './use-shop-qr';

export function ShopQrPage() {
  const [params] = useSearchParams();
  const product = productBySlug(params.get('product'));
  const query = useQuery({ queryKey: vendorQueryKeys.profile, queryFn: fetchVendorProfile });
  const link = query.data ? shopLink(window.location.origin, product, query.data.referralCode) : null;
  const images = useShopQr(link);
  const fileName = `${query.data?.referralCode ?? 'shop'}-${product.slug}-qr`;
  const { t } = texts.useTexts();
  // Lower case inside a sentence, as in English; Devanagari has no case, so Hindi and Marathi read the same.
  const productName = t(productKey(product.slug)).toLowerCase();
  return (
    <Page title={t('get.title')} intro={t('get.intro', { product: productName })}>
      <QueryState query={query}>
        {(profile) => (
          <>
            <div className="qr-actions">
              {images && (
                <>
                  <a className="button" href={images.png} download={`${fileName}.png`} data-testid="download-png">
                    {t('get.downloadPng')}
                  </a>
                  <a className="button" href={images.svgUrl} download={`${fileName}.svg`} data-testid="download-svg">
                    {t('get.downloadSvg')}
                  </a>
                </>
              )}
              <button type="button" className="button button--primary" onClick={() => window.print()}>
                {t('get.print')}
              </button>
              <Link to="/vender/create-qr">{t('get.another')}</Link>
            </div>
            <section className="qr-poster" aria-label={t('get.poster')}>
              <p className="qr-poster__brand">{BRAND.name}</p>
              <h2 className="qr-poster__shop" data-testid="poster-shop-name">
                {profile.username}
              </h2>
              <p className="qr-poster__call">{t('get.call', { product: productName })}</p>
              {images ? (
                <img className="qr-poster__code" src={images.png} alt={t('get.alt', { link })} data-testid="shop-qr" width={320} height={320} />
              ) : (
                <p aria-busy="true">{t('drawing')}</p>
              )}
              <p className="qr-poster__link">{link}</p>
              <p className="qr-poster__note">{t('get.note', { code: profile.referralCode, phone: BRAND.supportPhone })}</p>
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}
