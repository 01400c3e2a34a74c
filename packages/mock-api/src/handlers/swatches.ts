/** Swatches [ref: swatches#calls]: recent swatches, swatch order data, NLA checks, shop-by-fabric and the free-swatch order. */
import { http, HttpResponse } from 'msw';
import { CHOICE_IMAGE_PATH, choiceSvg } from '../catalogue/options';
import {
  ATTRIBUTE_IDS,
  allMaterials,
  getMaterial,
  materialImage,
  materialName,
  materialSvg,
  SWATCH_IMAGE_PATH,
  type Material,
} from '../catalogue/fabrics';
import { buildFacets, filterMaterials, imageSet, readFacets, sortMaterials } from '../catalogue/choices';
import { OPTION_CODES } from '../catalogue/options';
import { illustrationSvg, STUDIO, VIEWS } from '../catalogue/illustrations';
import { getProduct, PRODUCT_IMAGE_PATH } from '../catalogue/products';
import { ZIP_TABLE } from '../catalogue/account';
import { type Resolvers } from '../serve-call';
import { bool, str } from '../read-input';
import { nextId } from '../state/session';

/** Shop-by-fabric page size. */
export const SWATCH_PAGE_SIZE = 24;
/** [ref: swatch-order#limits]: at most five free swatches per order. */
export const MAX_SWATCHES = 5;

/** The brand: the `brand` query, else the demo site's `hearth_brand` cookie (the in-stock attribute id differs by brand) [ref: swatches#limits]. */
function brandOf(input: Record<string, unknown>, cookies: Record<string, string>): string {
  return str(input, 'brand') || cookies['hearth_brand'] || 'main';
}

function codesOf(input: Record<string, unknown>, ...keys: string[]): number[] {
  const raw = keys.map((k) => input[k]).find((v) => v !== undefined && v !== '');
  const list = Array.isArray(raw) ? raw : String(raw ?? '').split(',');
  return list.map((c) => Number(String(c).trim())).filter((c) => Number.isFinite(c) && c > 0);
}

/** A swatch for ordering [ref: swatches#data], PascalCase as the server sends it. */
export function orderSwatch(m: Material, brand = 'main'): Record<string, unknown> {
  return {
    ChoiceCode: m.code,
    ImagePath: materialImage(m),
    Description: materialName(m),
    SwatchInStock: m.swatchInStock,
    IsStock: m.isStock,
    PriceGroupCode: m.priceGroupCode,
    FabricName: m.family,
    Attributes: [
      { AttributeId: brand === 'cb2' ? ATTRIBUTE_IDS.inStock.cb2 : ATTRIBUTE_IDS.inStock.main, Value: m.swatchInStock },
      { AttributeId: ATTRIBUTE_IDS.colorGroup, Value: m.colorGroup },
      { AttributeId: ATTRIBUTE_IDS.fabricType, Value: m.fabricType },
    ],
  };
}

/** A shop-by-fabric card [ref: shop-by-fabric#data]. */
export function swatchCard(m: Material): Record<string, unknown> {
  return {
    code: m.code,
    optionCode: m.kind === 'leather' ? OPTION_CODES.leather : OPTION_CODES.fabric,
    title: m.family,
    text: m.colour,
    name: materialName(m),
    images: imageSet(materialImage(m)),
    priceGroupCode: m.priceGroupCode,
    isStock: m.isStock,
    fabricType: m.fabricType,
    colorGroup: m.colorGroup,
    features: m.features,
    isNla: m.isNla,
    additionalDetails: {
      swatchInStock: m.swatchInStock,
      content: m.content,
      origin: m.origin,
      careInstructions: { description: m.care, fabricIconPath: `/assets/demo/care/${m.kind}.svg` },
    },
  };
}

/**
 * The answer of GET /free-swatches/get-filtered-results [ref: swatches#calls] for a query (features,
 * colorgroup, fabrictype, sort, page): also what the demo site renders /free-swatches with.
 */
export function filteredSwatchResults(params: URLSearchParams): {
  cardsDto: Record<string, unknown>;
  filterFacets: Array<Record<string, unknown>>;
} {
  const selected = readFacets(params);
  const sort = (params.get('sort') ?? '').trim() || 'recommended';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const pool = allMaterials.filter((m) => !m.isNla);
  const list = sortMaterials(filterMaterials(pool, selected), sort);
  const cards = list.slice((page - 1) * SWATCH_PAGE_SIZE, page * SWATCH_PAGE_SIZE).map(swatchCard);
  return {
    cardsDto: {
      cards,
      showingCount: Math.min(page * SWATCH_PAGE_SIZE, list.length),
      totalRecords: list.length,
      page,
      pageSize: SWATCH_PAGE_SIZE,
    },
    filterFacets: buildFacets(pool, selected, sort),
  };
}

async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const NAME = /^[\p{L} /'.()-]+$/u;
const ADDRESS_BAD = /[<>@&"`%?^=[\]{}|\\]/;
const PHONE = /^1?[2-9]\d{2}[2-9]\d{2}\d{4}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** Server-side check of the free-swatch form [ref: swatches#validation]; the first problem or ''. */
export function swatchFormProblem(input: Record<string, unknown>, codes: number[]): string {
  const v = (k: string) => str(input, k);
  if (codes.length === 0) return 'Please select at least one swatch.';
  if (codes.length > MAX_SWATCHES) return 'You may only select up to five swatches.';
  if (!v('FirstName')) return 'The First Name field is required.';
  if (!NAME.test(v('FirstName')) || v('FirstName').length > 20) return 'The First Name field is invalid.';
  if (!v('LastName')) return 'The Last Name field is required.';
  if (!NAME.test(v('LastName')) || v('LastName').length > 20) return 'The Last Name field is invalid.';
  if (!v('Address1')) return 'The Address 1 field is required.';
  for (const k of ['Address1', 'Address2']) {
    if (ADDRESS_BAD.test(v(k)) || (v(k).match(/:/g) ?? []).length > 1 || v(k).length > 30)
      return k === 'Address1' ? 'The Address 1 field is invalid.' : 'The Address 2 field is invalid.';
  }
  if (!v('City')) return 'The City field is required.';
  if (v('City').length > 28 || ADDRESS_BAD.test(v('City'))) return 'The City field is invalid.';
  if (!v('State')) return 'State is invalid.';
  const zip = v('PostalCode').toUpperCase();
  if (
    /^\d/.test(zip)
      ? !/^\d{5}$/.test(zip)
      : !/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/.test(zip)
  ) {
    return /^\d/.test(zip) || !zip ? 'ZIP Code must contain 5 digits.' : 'The Postal Code field is invalid';
  }
  const phone = v('DayPhone').replace(/\D/g, '');
  // [ref: swatches#validation]: exchange may not be 555
  if (!PHONE.test(phone) || phone.replace(/^1/, '').slice(3, 6) === '555' || v('DayPhone').length > 16)
    return 'Please enter a valid Phone Number.';
  if (!v('EmailAddress')) return 'Email Address is required.';
  if (!EMAIL.test(v('EmailAddress')) || v('EmailAddress').length > 66) return 'Please enter a valid Email Address.';
  return '';
}

/** Files the answers point at (not calls). */
export const swatchAssets = [
  // swatch images referenced by every choice and card (not a spec call)
  http.get(`*${SWATCH_IMAGE_PATH}:file`, ({ params }) => {
    const m = getMaterial(String(params['file'] ?? '').replace(/\.svg$/, ''));
    if (!m) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(materialSvg(m), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),

  // the configurator's fixed choices (legs, cushions), drawn in their colour
  http.get(`*${CHOICE_IMAGE_PATH}:file`, ({ params }) => {
    const svg = choiceSvg(String(params['file'] ?? ''));
    if (!svg) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),

  // a product's picture; `?fabric={choiceCode}` draws it in that fabric's or leather's colour,
  // `?view=side|detail|room` from the gallery's other views
  http.get(`*${PRODUCT_IMAGE_PATH}:file`, ({ params, request }) => {
    const p = getProduct(String(params['file'] ?? '').replace(/\.svg$/, ''));
    if (!p) return new HttpResponse(null, { status: 404 });
    const query = new URL(request.url).searchParams;
    const fabric = getMaterial(query.get('fabric') ?? '');
    const view = VIEWS.find((v) => v === query.get('view')) ?? 'front';
    const svg =
      fabric || view !== 'front'
        ? illustrationSvg(p.art, fabric?.hex ?? p.colour, STUDIO, view)
        : decodeURIComponent(p.imageSvg.replace('data:image/svg+xml;utf8,', ''));
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),
];

export const swatchResolvers = {
  recentSwatches: ({ input }) => {
    const first = Object.values(input).find((v) => typeof v === 'string') as string | undefined;
    const codes = codesOf(input, 'choiceCodes', 'codes', 'choiceCode').length
      ? codesOf(input, 'choiceCodes', 'codes', 'choiceCode')
      : codesOf({ c: first }, 'c');
    return codes
      .map((c) => getMaterial(c))
      .filter((m): m is Material => Boolean(m))
      .slice(0, 24)
      .map((m) => ({
        ChoiceCode: m.code,
        SwatchInStock: m.swatchInStock === 'yes',
        name: materialName(m),
        choiceCode: m.code,
        imagePath: materialImage(m),
      }));
  },
  orderSwatchData: ({ input, session, cookies }) => {
    const brand = brandOf(input, cookies);
    const product = getProduct(str(input, 'sku'));
    const kinds = new Set(product?.options.map((o) => o.optionType) ?? ['fabric']);
    const materials = allMaterials.filter((m) => kinds.has(m.kind) && !m.isNla);
    const byName: Record<string, Array<Record<string, unknown>>> = {};
    for (const m of materials) (byName[m.family] ??= []).push(orderSwatch(m, brand));
    const chosen = getMaterial(str(input, 'choiceCode', 'selected'));
    const none = materials.every((m) => m.swatchInStock === 'no');
    return {
      Sku: product?.sku ?? str(input, 'sku'),
      FabricsByName: byName,
      DefaultSwatch: chosen ? orderSwatch(chosen, brand) : null,
      SwatchModalMessage: none
        ? 'Unfortunately there are no swatches available for ordering. We appreciate your patience and invite you to browse swatches at your local store.'
        : '',
      FirstName: session.user?.firstName ?? '',
      LastName: session.user?.lastName ?? '',
      EmailAddress: session.user?.emailAddress ?? '',
      SuppressColorBar: bool(input, 'suppressColorBar'),
    };
  },
  swatchNlaCheck: ({ input }) => {
    const nla = codesOf(input, 'codes', 'choiceCodes').filter((c) => getMaterial(c)?.isNla ?? true);
    return { hasNla: nla.length > 0, nlaFabrics: nla };
  },
  'get-filtered-results': ({ url }) => filteredSwatchResults(url.searchParams),
  'get-nla-fabrics': ({ input }) => {
    const codes = codesOf(input, 'choiceCodes', 'codes');
    const nla = codes.map((c) => getMaterial(c)).filter((m): m is Material => Boolean(m?.isNla));
    return { hasNla: nla.length > 0, nlaFabrics: nla.map(swatchCard), nlaSwatchCodes: nla.map((m) => m.code) };
  },
  'get-recent-fabrics': ({ input }) => ({
    cards: codesOf(input, 'choiceCodes', 'codes')
      .map((c) => getMaterial(c))
      .filter((m): m is Material => Boolean(m))
      .slice(0, 24)
      .map(swatchCard),
  }),
  'get-card-data': ({ input }) => {
    const m = getMaterial(str(input, 'choiceCode'));
    return { card: m ? swatchCard(m) : null };
  },
  orderfreeswatchessubmit: ({ input, session, site }) => {
    const codes = codesOf(input, 'swatch', 'Swatch', 'swatches');
    const problem = swatchFormProblem(input, codes);
    if (problem) return { Succeeded: false, Message: problem, AddressValidationResult: null };
    const unavailable = codes.map((c) => getMaterial(c)).filter((m) => !m || m.isNla || m.swatchInStock === 'no');
    if (unavailable.length > 0)
      return {
        Succeeded: false,
        Message: 'One or more of the swatches you selected is unavailable. Please remove it and try again.',
        AddressValidationResult: null,
      };
    if (!bool(input, 'UseAddressAsEntered')) {
      const zip = str(input, 'PostalCode').toUpperCase();
      const known = ZIP_TABLE[zip];
      if (
        known &&
        (known.City.toLowerCase() !== str(input, 'City').toLowerCase() ||
          known.State !== str(input, 'State').toUpperCase())
      ) {
        return {
          Succeeded: false,
          Message: '',
          AddressValidationResult: { Suggestions: [{ City: known.City, State: known.State, ZipCode: zip }] },
        };
      }
      if (!/^\d+\s/.test(str(input, 'Address1')))
        return { Succeeded: false, Message: '', AddressValidationResult: { Suggestions: [] } };
    }
    const orderId = nextId(session, 'SW-');
    session.swatchOrders.push({ orderId, swatches: codes, address: { ...input } });
    return {
      Succeeded: true,
      Message: '',
      AddressValidationResult: null,
      OrderId: orderId,
      DeliveryDays: site === 'CA' ? '5-12' : '5-7',
    };
  },
  GetEmailHashed: async ({ input }) => ({ emailHash: await sha256(str(input, 'email').toLowerCase()) }),
  hashedPhone: async ({ input }) => ({
    phoneHash: await sha256(str(input, 'phone', 'dayPhone', 'DayPhone').replace(/\D/g, '')),
  }),
} satisfies Resolvers;
