// What a shop can sell, as tiles. Every `to` is a route of routes.md (mf-vendor or
// mf-ca-services): the forms are built by their own features and areas; the hub only opens them.
// Names, descriptions and group titles are in texts.ts, in the shop's language.
import type { TileKey } from './texts';

export interface ServiceTile {
  to: string;
  key: TileKey;
}

export interface ServiceGroup {
  id: 'loans' | 'cards' | 'ca' | 'logistics' | 'tools';
  /** The group's own page, when it has one. */
  page?: string;
  tiles: readonly ServiceTile[];
}

export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    id: 'loans',
    page: '/vender/loan-services',
    tiles: [
      { to: '/vender/personal-loan-form', key: 'personalLoan' },
      { to: '/vender/personal-loan-balance-transfer-form', key: 'personalLoanBt' },
      { to: '/vender/business-loan', key: 'businessLoan' },
      { to: '/vender/home-loan-form', key: 'homeLoan' },
      { to: '/vender/home-loan-balance-transfer', key: 'homeLoanBt' },
      { to: '/vender/loan-against-property', key: 'lap' },
      { to: '/vender/loan-against-property-balance-transfer', key: 'lapBt' },
      { to: '/vender/education', key: 'education' },
      { to: '/vender/car-loan-services', key: 'newCar' },
      { to: '/vender/used-car-loan', key: 'usedCar' },
      { to: '/vender/used-car-loan-balance-transfer', key: 'usedCarBt' },
      { to: '/vender/motor-insurance', key: 'motorInsurance' },
      { to: '/vender/health-insurance', key: 'healthInsurance' },
    ],
  },
  {
    id: 'cards',
    tiles: [{ to: '/vender/cards', key: 'cards' }],
  },
  {
    id: 'ca',
    tiles: [
      { to: '/vender/ca-services', key: 'caServices' },
      { to: '/vender/msme', key: 'msme' },
      { to: '/vender/accounting-taxation', key: 'accounting' },
    ],
  },
  {
    id: 'logistics',
    page: '/vender/logistics-services',
    tiles: [
      { to: '/logistics/home', key: 'logisticsHome' },
      { to: '/vender/add-order', key: 'addOrder' },
      { to: '/vender/add-return', key: 'addReturn' },
      { to: '/vender/rate-calculator', key: 'rateCalculator' },
      { to: '/vender/pincode-zone', key: 'pincodeZone' },
    ],
  },
  {
    id: 'tools',
    page: '/vender/tools-services',
    tiles: [
      { to: '/vender/website-development', key: 'website' },
      { to: '/vender/social-media-handling', key: 'socialMedia' },
      { to: '/vender/graphics-design', key: 'graphics' },
      { to: '/vender/apply-visa', key: 'visa' },
    ],
  },
];

export const serviceGroup = (id: ServiceGroup['id']) => SERVICE_GROUPS.find((g) => g.id === id)!;
