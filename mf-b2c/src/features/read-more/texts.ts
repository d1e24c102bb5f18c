// A product guide page's own words in English (the spec's, unchanged), Hindi and Marathi (issue 33).
// The guide is the content store's and stays as written there.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-b2c.read-more',
  { readMore: 'Read more', readTime: '{{minutes}} min read', moreGuides: 'More guides' },
  {
    hi: { readMore: 'और पढ़ें', readTime: '{{minutes}} मिनट में पढ़ें', moreGuides: 'और गाइड' },
    mr: { readMore: 'अधिक वाचा', readTime: '{{minutes}} मिनिटांचे वाचन', moreGuides: 'आणखी मार्गदर्शक' },
  },
);
