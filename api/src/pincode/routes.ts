// POST /api/get-address (docs/spec/product.md §7): a PIN code's state, district and post offices
// from India Post's directory (directory.ts), on its contract (@platform/shared/contracts, pincode.ts).
import { getAddress } from '@platform/shared/contracts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';

export const pincodePlugin = domainPlugin((app, ctx) => {
  registerContract(app, ctx, getAddress, async ({ body }) => {
    const found = ctx.directory.lookup(body.pinCode);
    if (!found) throw new ApiError(404, 'No post office found for this PIN code', { fields: { pinCode: 'Unknown PIN code' } });
    const { division: _division, circle: _circle, ...address } = found;
    return { success: true, message: 'Address fetched successfully', data: address };
  });
});
