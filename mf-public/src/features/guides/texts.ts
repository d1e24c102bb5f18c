// The read-more page's words in English (the spec's, unchanged), Hindi and Marathi (issue 33). The
// guides and articles are the content store's and stay as written there.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-public.guides',
  {
    title: 'Read more',
    intro: 'Guides to each of our products, and our latest articles on loans, credit and small business.',
    guides: 'Product guides',
    loading: 'Loading…',
    latest: 'Latest articles',
    allArticles: 'All articles',
    news: 'News and events',
  },
  {
    hi: {
      title: 'और पढ़ें',
      intro: 'हमारे हर उत्पाद की गाइड, और लोन, क्रेडिट और छोटे व्यवसाय पर हमारे नए लेख।',
      guides: 'उत्पाद गाइड',
      loading: 'लोड हो रहा है…',
      latest: 'नए लेख',
      allArticles: 'सभी लेख',
      news: 'समाचार और कार्यक्रम',
    },
    mr: {
      title: 'अधिक वाचा',
      intro: 'आमच्या प्रत्येक उत्पादनाचे मार्गदर्शक, आणि कर्ज, क्रेडिट आणि लहान व्यवसायावरील आमचे नवीन लेख.',
      guides: 'उत्पादन मार्गदर्शक',
      loading: 'लोड होत आहे…',
      latest: 'नवीन लेख',
      allArticles: 'सर्व लेख',
      news: 'बातम्या आणि कार्यक्रम',
    },
  },
);
