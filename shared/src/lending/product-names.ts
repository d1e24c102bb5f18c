// The products' names in the reader's language, by their slug (issue 33). The API and the shared
// product table keep their English labels (sellingProductLabel), which a lead's export and the
// audit record carry; a page shows the name for the slug instead. Used by the shop's sale and
// payment histories, its dashboard and the customer's enquiries alike.
import { useCallback } from 'react';
import { defineTexts } from '@platform/shared/i18n';
import { sellingProductLabel } from '@platform/shared/schemas';

export const productNameTexts = defineTexts(
  'products',
  {
    'personal-loan': 'Personal loan',
    plbt: 'Personal loan balance transfer',
    'home-loan': 'Home loan',
    hlbt: 'Home loan balance transfer',
    lap: 'Loan against property',
    'lap-bt': 'Loan against property balance transfer',
    'business-loan': 'Business loan',
    'professional-loan': 'Professional loan',
    'used-car-loan': 'Used car loan',
    'credit-card': 'Credit card',
    'motor-insurance': 'Motor insurance',
    'website-development': 'Website development',
    'social-media-handling': 'Social media handling',
    'graphic-design': 'Graphic design',
    'education-loan': 'Education loan',
    'health-insurance': 'Health insurance',
    'car-loan': 'New car loan',
    'used-car-loan-bt': 'Used car loan balance transfer',
    'card-application': 'Credit card',
  },
  {
    hi: {
      'personal-loan': 'पर्सनल लोन',
      plbt: 'पर्सनल लोन बैलेंस ट्रांसफ़र',
      'home-loan': 'होम लोन',
      hlbt: 'होम लोन बैलेंस ट्रांसफ़र',
      lap: 'प्रॉपर्टी पर लोन',
      'lap-bt': 'प्रॉपर्टी पर लोन बैलेंस ट्रांसफ़र',
      'business-loan': 'बिज़नेस लोन',
      'professional-loan': 'प्रोफ़ेशनल लोन',
      'used-car-loan': 'पुरानी कार लोन',
      'credit-card': 'क्रेडिट कार्ड',
      'motor-insurance': 'मोटर बीमा',
      'website-development': 'वेबसाइट बनवाना',
      'social-media-handling': 'सोशल मीडिया संभालना',
      'graphic-design': 'ग्राफ़िक डिज़ाइन',
      'education-loan': 'एजुकेशन लोन',
      'health-insurance': 'स्वास्थ्य बीमा',
      'car-loan': 'नई कार लोन',
      'used-car-loan-bt': 'पुरानी कार लोन बैलेंस ट्रांसफ़र',
      'card-application': 'क्रेडिट कार्ड',
    },
    mr: {
      'personal-loan': 'वैयक्तिक कर्ज',
      plbt: 'वैयक्तिक कर्ज बॅलन्स ट्रान्सफर',
      'home-loan': 'गृहकर्ज',
      hlbt: 'गृहकर्ज बॅलन्स ट्रान्सफर',
      lap: 'मालमत्तेवर कर्ज',
      'lap-bt': 'मालमत्तेवर कर्ज बॅलन्स ट्रान्सफर',
      'business-loan': 'व्यवसाय कर्ज',
      'professional-loan': 'व्यावसायिक (प्रोफेशनल) कर्ज',
      'used-car-loan': 'जुनी कार कर्ज',
      'credit-card': 'क्रेडिट कार्ड',
      'motor-insurance': 'मोटर विमा',
      'website-development': 'वेबसाइट तयार करणे',
      'social-media-handling': 'सोशल मीडिया हाताळणे',
      'graphic-design': 'ग्राफिक डिझाइन',
      'education-loan': 'शैक्षणिक कर्ज',
      'health-insurance': 'आरोग्य विमा',
      'car-loan': 'नवीन कार कर्ज',
      'used-car-loan-bt': 'जुनी कार कर्ज बॅलन्स ट्रान्सफर',
      'card-application': 'क्रेडिट कार्ड',
    },
  },
);

type ProductSlug = keyof typeof productNameTexts.en;
const isKnown = (product: string): product is ProductSlug => Object.hasOwn(productNameTexts.en, product);
/** Some answers (a commission line) carry the shared table's English name rather than the slug. */
const SLUG_OF_NAME = new Map<string, ProductSlug>(Object.entries(productNameTexts.en).map(([slug, name]) => [name, slug as ProductSlug]));

/** The product's name in the current language, by its slug or the shared table's English name; a
 * product we have no words for (an enquiry's own type, a card's name) as the shared table names it. */
export function useProductName(): (product: string) => string {
  const { t } = productNameTexts.useTexts();
  return useCallback(
    (product: string) => {
      // An enquiry's type is written with spaces ("education loan", docs/spec/product.md §9).
      const hyphenated = product.trim().toLowerCase().replace(/\s+/g, '-');
      const slug = isKnown(product) ? product : isKnown(hyphenated) ? hyphenated : SLUG_OF_NAME.get(product);
      return slug ? t(slug) : sellingProductLabel(product);
    },
    [t],
  );
}
