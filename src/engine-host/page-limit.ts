// The largest page a call accepts, read from its catalogue request (`pageSize.maximum`, carried into the
// client's route table, api/client/gen/routes.ts): the engine asks it for blocks that show a whole
// collection in one page (the cart: cart.list declares the cart's line limit), so the number is written
// once, in the catalogue, and the server validates the same schema.
import { callRoutes, type CallRoute } from '../../api/client';

export const pageSizeLimitOf = (call: CallRoute | undefined): number | undefined => call?.pageSizeMax;

export const pageSizeLimit = (key: string): number | undefined => pageSizeLimitOf(callRoutes.get(key));
