// The earnings page's words.
import { defineTexts } from '@platform/shared/i18n';

export const texts = defineTexts(
  'mf-customer.earn-history',
  {
    title: 'My earnings',
    intro: 'Rewards for the people you referred, as they confirm their enquiries and sign-ups.',
    totals: { earned: 'Total earned', paid: 'Paid out', balance: 'Balance', entries: 'Rewards' },
    emptyBefore: 'No rewards yet.',
    emptyLink: 'Share your referral link',
    emptyAfter: 'to start earning.',
    table: { date: 'Date', for: 'For', amount: 'Amount', status: 'Status' },
    status: { paid: 'Paid', credited: 'Credited' },
    pagerLabel: 'Earnings pages',
    position: 'Page {{page}} of {{pages}}',
  },
  {
    hi: {
      title: 'मेरी कमाई',
      intro: 'आपके रेफ़र किए गए लोगों के लिए इनाम, जैसे-जैसे वे अपनी पूछताछ और साइन-अप की पुष्टि करते हैं।',
      totals: { earned: 'कुल कमाई', paid: 'भुगतान किया गया', balance: 'बकाया राशि', entries: 'इनाम' },
      emptyBefore: 'अभी तक कोई इनाम नहीं।',
      emptyLink: 'अपना रेफ़रल लिंक शेयर करें',
      emptyAfter: 'और कमाना शुरू करें।',
      table: { date: 'तारीख़', for: 'किसके लिए', amount: 'राशि', status: 'स्थिति' },
      status: { paid: 'भुगतान हुआ', credited: 'जमा हुआ' },
      pagerLabel: 'कमाई के पेज',
      position: 'पेज {{page}} / {{pages}}',
    },
    mr: {
      title: 'माझी कमाई',
      intro: 'तुम्ही रेफर केलेल्या लोकांसाठी बक्षिसे, ते त्यांच्या चौकशीची आणि साइन-अपची पुष्टी करतात तशी.',
      totals: { earned: 'एकूण कमाई', paid: 'दिलेली रक्कम', balance: 'शिल्लक', entries: 'बक्षिसे' },
      emptyBefore: 'अजून कोणतेही बक्षीस नाही.',
      emptyLink: 'तुमची रेफरल लिंक शेअर करा',
      emptyAfter: 'आणि कमाई सुरू करा.',
      table: { date: 'तारीख', for: 'कशासाठी', amount: 'रक्कम', status: 'स्थिती' },
      status: { paid: 'दिले', credited: 'जमा झाले' },
      pagerLabel: 'कमाईची पाने',
      position: 'पान {{page}} / {{pages}}',
    },
  },
);
