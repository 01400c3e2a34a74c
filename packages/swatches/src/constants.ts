/** The swatch islands' routes, delivery days and log line: what is not wording (000 §2, 002 §2, §8, §9). */

/** 000 §2: where 'Browse All Swatches' goes; 002 §2: the shop-by-fabric page. */
export const FREE_SWATCHES_ROUTE = '/free-swatches';
/** 002 §2: the store locator, opened in a new window from the swatch-order modal. */
export const STORES_ROUTE = '/stores';
/** 002 §2: the privacy policy's info-we-collect section, linked from the swatch-order modal. */
export const PRIVACY_ROUTE = '/customer-service/privacy-policy#info-we-collect';
/** 002 §9: delivery days by site. */
export const DELIVERY_DAYS = { US: '5-7', CA: '5-12' } as const;
/** 002 §8: the log line of a failed call ("logged only"). */
export const SERVER_ERROR_LOG = 'There was an error from server';
