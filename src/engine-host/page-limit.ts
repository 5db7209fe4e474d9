// The largest page a call accepts, read from its catalogue request (`pageSize.maximum`): the engine asks
// it for blocks that show a whole collection in one page (the cart: cart.list declares the cart's line
// limit), so the number is written once, in the catalogue, and the server validates the same schema.
import { callByKey, type CallDef } from '../../api/catalogue';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export function pageSizeLimitOf(call: CallDef | undefined): number | undefined {
  const request = call?.request as unknown;
  const size = isRec(request) && isRec(request.properties) ? request.properties.pageSize : undefined;
  return isRec(size) && typeof size.maximum === 'number' ? size.maximum : undefined;
}

export const pageSizeLimit = (key: string): number | undefined => pageSizeLimitOf(callByKey.get(key));
