export { itemHandlers } from './routes';
export { sellerOf, platformOf, type Seller } from './access';
export { isUniqueViolation } from './access';
export { onFront } from './front-queries';
