/** [ref: checkout#calls] store availability and store-detail popups. */
import { getProduct } from '../catalogue/products';
import { type Resolvers } from '../serve-call';
import { bool, num, str } from '../read-input';

/** Demo stores. */
export const DEMO_STORES = [
  {
    storeId: 101,
    name: 'Northbrook',
    address: '1250 Techny Rd, Northbrook, IL 60062',
    phone: '(847) 555-0101',
    isBopsEnabled: true,
    zip: '60062',
  },
  {
    storeId: 102,
    name: 'Chicago Michigan Ave',
    address: '646 N Michigan Ave, Chicago, IL 60611',
    phone: '(312) 555-0102',
    isBopsEnabled: true,
    zip: '60611',
  },
  {
    storeId: 103,
    name: 'Oak Brook',
    address: '120 Oakbrook Center, Oak Brook, IL 60523',
    phone: '(630) 555-0103',
    isBopsEnabled: false,
    zip: '60523',
  },
  {
    storeId: 201,
    name: 'Toronto Yorkdale',
    address: '3401 Dufferin St, Toronto, ON M6A 2T9',
    phone: '(416) 555-0201',
    isBopsEnabled: true,
    zip: 'M6A 2T9',
  },
];

/** Demo opening hours of every store. */
const STORE_HOURS = [
  { days: 'Mon–Sat', hours: '10 am–8 pm' },
  { days: 'Sun', hours: '11 am–6 pm' },
];

/**
 * What the store-detail popups show of a store (the answer is not shown in the spec) [ref: checkout#calls]: its
 * name, address, phone, hours and a map link.
 */
function storeDetail(store: (typeof DEMO_STORES)[number]): Record<string, unknown> {
  return {
    storeId: store.storeId,
    name: store.name,
    address: store.address,
    phone: store.phone,
    hours: STORE_HOURS,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(store.address)}`,
  };
}

export const storeAvailabilityResolvers = {
  GetAvailabilityData: ({ input, session }) => {
    const sku = str(input, 'sku');
    const product = getProduct(sku);
    const onlyBops = bool(input, 'includeOnlyBopsEnabled');
    const stores = DEMO_STORES.filter((s) => !onlyBops || s.isBopsEnabled).map((s, i) => {
      const qty = product ? (product.stockQty + i * 3) % 7 : 0;
      return {
        ...s,
        isAvailable: qty > 0,
        availableQuantity: qty,
        isOnDisplay: i % 2 === 0,
        message: qty > 0 ? `${qty} available for pickup today` : 'Not available at this store',
      };
    });
    const list = bool(input, 'onlyAvailStores') ? stores.filter((s) => s.isAvailable) : stores;
    return {
      sku,
      zip: str(input, 'zip') || session.zip || '',
      stores: list,
      availability: {
        sku,
        isLocal: list.some((s) => s.isAvailable),
        isInternational: false,
        isCanada: false,
        isParcelShipping: Boolean(product?.isParcelShipping),
        message: product?.availabilityMessage ?? 'Not found',
        nlaCarouselDto: product?.isNla ? { title: 'You May Also Like', items: [] } : null,
      },
    };
  },
  resetbasketselectedstore: ({ session }) => {
    session.storeId = null;
    return { isSuccess: true };
  },
  StoreLocationDetail: ({ input, session }) => {
    const store =
      DEMO_STORES.find((s) => s.storeId === num(input, session.storeId ?? 101, 'storeId', 'locationId')) ??
      DEMO_STORES[0];
    return { store: store ? storeDetail(store) : null };
  },
  StoreLocationDetailList: () => ({ stores: DEMO_STORES.map(storeDetail) }),
} satisfies Resolvers;
