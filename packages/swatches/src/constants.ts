/** The swatch islands' routes, delivery days and log line: what is not wording [ref: swatches#screens, #errors, #limits]. */

/** Where 'Browse All Swatches' goes: the shop-by-fabric page [ref: shop-by-fabric#screens]. */
export const FREE_SWATCHES_ROUTE = '/free-swatches';
/** [ref: swatch-order#screens]: the store locator, opened in a new window from the swatch-order modal. */
export const STORES_ROUTE = '/stores';
/** [ref: swatch-order#screens]: the privacy policy's info-we-collect section, linked from the swatch-order modal. */
export const PRIVACY_ROUTE = '/customer-service/privacy-policy#info-we-collect';
/** [ref: swatches#limits]: delivery days by site. */
export const DELIVERY_DAYS = { US: '5-7', CA: '5-12' } as const;
/** [ref: swatches#errors]: the log line of a failed call ("logged only"). */
export const SERVER_ERROR_LOG = 'There was an error from server';
