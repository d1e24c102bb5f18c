// The product illustrations, shipped with the app as SVG data URIs: no request to anyone else's
// server, and a plain string, so an image can travel in router state and sessionStorage to the
// OTP page (docs/spec/product.md §4: the enquiry hands over "an image").
const svg = (body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 200" role="img">${body}</svg>`)}`;

const backdrop = (from: string, to: string) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="200" rx="18" fill="url(#g)"/>`;

/** A graduate's cap over a stack of books. */
export const educationLoanIllustration = svg(
  `${backdrop('#e8f1fb', '#cfe2f7')}` +
    `<rect x="58" y="132" width="124" height="18" rx="3" fill="#0b5cab"/>` +
    `<rect x="66" y="114" width="108" height="18" rx="3" fill="#f5a623"/>` +
    `<rect x="52" y="150" width="136" height="18" rx="3" fill="#1e7b34"/>` +
    `<polygon points="120,40 196,70 120,100 44,70" fill="#1c2430"/>` +
    `<path d="M82 84 v20 c0 10 76 10 76 0 v-20 l-38 16z" fill="#2b3644"/>` +
    `<line x1="182" y1="75" x2="182" y2="104" stroke="#f5a623" stroke-width="4"/>` +
    `<circle cx="182" cy="107" r="5" fill="#f5a623"/>`,
);

/** A rupee coin beside a rising bar chart: loans. */
export const loanIllustration = svg(
  `${backdrop('#e8f1fb', '#d6e8f9')}` +
    `<rect x="120" y="110" width="20" height="50" rx="3" fill="#84b4e3"/>` +
    `<rect x="148" y="86" width="20" height="74" rx="3" fill="#2a7fd4"/>` +
    `<rect x="176" y="58" width="20" height="102" rx="3" fill="#0b5cab"/>` +
    `<circle cx="78" cy="100" r="42" fill="#f5a623"/>` +
    `<circle cx="78" cy="100" r="33" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<path d="M62 80h32M62 92h32M66 80c22 0 22 24 0 24l26 22" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
);

/** A house with a key: home loans and loans against property. */
export const propertyIllustration = svg(
  `${backdrop('#eef6ee', '#d5ead7')}` +
    `<polygon points="120,36 196,96 44,96" fill="#1e7b34"/>` +
    `<rect x="62" y="96" width="116" height="70" fill="#fff"/>` +
    `<rect x="106" y="120" width="28" height="46" fill="#0b5cab"/>` +
    `<rect x="74" y="110" width="22" height="20" fill="#84b4e3"/>` +
    `<rect x="144" y="110" width="22" height="20" fill="#84b4e3"/>` +
    `<circle cx="190" cy="150" r="12" fill="none" stroke="#f5a623" stroke-width="6"/>` +
    `<path d="M178 150h-26v10M160 150v8" stroke="#f5a623" stroke-width="6" fill="none" stroke-linecap="round"/>`,
);

/** A car: used-car loans and motor insurance. */
export const vehicleIllustration = svg(
  `${backdrop('#fdf4e4', '#f9e3bd')}` +
    `<path d="M40 130 l14-34 c4-10 12-14 22-14 h78 c10 0 18 4 24 14 l22 34 z" fill="#0b5cab"/>` +
    `<rect x="32" y="126" width="176" height="30" rx="10" fill="#084684"/>` +
    `<path d="M70 96 h40 v28 h-52z M122 96 h36 l16 28 h-52z" fill="#cfe2f7"/>` +
    `<circle cx="76" cy="158" r="16" fill="#1c2430"/><circle cx="76" cy="158" r="6" fill="#d8dee6"/>` +
    `<circle cx="166" cy="158" r="16" fill="#1c2430"/><circle cx="166" cy="158" r="6" fill="#d8dee6"/>` +
    `<path d="M196 44 l18 8 v18 c0 14 -10 22 -18 26 c-8 -4 -18 -12 -18 -26 v-18z" fill="#1e7b34"/>`,
);

/** A credit card. */
export const cardIllustration = svg(
  `${backdrop('#f3eefb', '#e1d6f5')}` +
    `<rect x="40" y="52" width="160" height="100" rx="12" fill="#1c2430"/>` +
    `<rect x="40" y="72" width="160" height="18" fill="#5b6675"/>` +
    `<rect x="56" y="104" width="28" height="20" rx="4" fill="#f5a623"/>` +
    `<rect x="56" y="132" width="90" height="6" rx="3" fill="#d8dee6"/>` +
    `<circle cx="164" cy="126" r="13" fill="#b42318" opacity="0.9"/><circle cx="180" cy="126" r="13" fill="#f5a623" opacity="0.9"/>`,
);

/** A screen with a layout and a pen: websites, social media and design. */
export const digitalIllustration = svg(
  `${backdrop('#e6f6f7', '#c8eaec')}` +
    `<rect x="36" y="40" width="168" height="108" rx="10" fill="#1c2430"/>` +
    `<rect x="46" y="50" width="148" height="88" rx="4" fill="#fff"/>` +
    `<rect x="56" y="60" width="128" height="14" rx="3" fill="#0b5cab"/>` +
    `<rect x="56" y="82" width="60" height="46" rx="3" fill="#84b4e3"/>` +
    `<rect x="124" y="82" width="60" height="8" rx="3" fill="#d8dee6"/>` +
    `<rect x="124" y="96" width="48" height="8" rx="3" fill="#d8dee6"/>` +
    `<rect x="124" y="110" width="54" height="8" rx="3" fill="#d8dee6"/>` +
    `<rect x="100" y="148" width="40" height="14" fill="#2b3644"/><rect x="80" y="162" width="80" height="8" rx="4" fill="#2b3644"/>`,
);
