import { startProduct } from './start';

/** `npm start` (scripts/start.mjs): the product, configured from the environment. */
void startProduct();
