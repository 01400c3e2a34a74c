/** [ref: configurator#calls] special-order configurator: browse data, quick view, fabric info, filtered and sorted choice groups. */
import { buildFacets, filterMaterials, materialsFor, readFacets } from '../catalogue/choices';
import { getMaterial, materialImage, materialName } from '../catalogue/fabrics';
import { describeSelections, dimensionsOf, parseSelections, productImageFor, unitPrice } from '../catalogue/pricing';
import { demoProducts, getProduct, formattedPrice } from '../catalogue/products';
import { formatCents } from '../catalogue/seed';
import { browseDto, choiceGroupsOf, readSelections } from '../catalogue/special-order';
import { type Resolvers } from '../serve-call';
import { num, str } from '../read-input';

function optionOf(sku: string, optionCode: number, optionType: string) {
  const product = getProduct(sku);
  const option = product?.options.find((o) => o.code === optionCode || (!optionCode && o.optionType === optionType));
  return product && option ? { product, option } : null;
}

/** The demo site's brand switch (cookie `hearth_brand`), for answers that differ by brand. */
function brandOf(request: Request, input: Record<string, unknown>): string {
  const cookie = /(?:^|;\s*)hearth_brand=([a-z0-9]+)/i.exec(request.headers.get('cookie') ?? '')?.[1];
  return str(input, 'brand') || cookie?.toLowerCase() || 'main';
}

export const configuratorResolvers = {
  specialOrderBrowseData: ({ request, input }) => {
    const product = getProduct(str(input, 'sku'));
    if (!product || !product.isSpecialOrder)
      return { sku: str(input, 'sku'), name: '', reviewCount: 0, isNla: true, superSpecialOrder: null, options: [] };
    const selections = readSelections(str(input, 'choices'), str(input, 'outputCacheString'));
    return browseDto(product, selections, str(input, 'sortType') || 'recommended', brandOf(request, input));
  },
  quickViewDetails: ({ input }) => {
    const sku = str(input, 'sku');
    const product = getProduct(sku);
    const ocp = str(input, 'outputCacheString') || str(input, 'oc');
    const selections = readSelections(str(input, 'choices'), ocp);
    const price = product ? unitPrice(sku, [...selections].map(([o, c]) => `${o},${c}`).join('_')) : undefined;
    if (price === undefined || !product) return { formattedPrice: '', hasError: true };
    // [ref: configurator#data] quick-view data: the piece as chosen, pictured in its material, and its measures
    const portrait = productImageFor(product, selections);
    const material = describeSelections(product, sku, selections).find(
      (s) => s.optionType === 'fabric' || s.optionType === 'leather',
    );
    return {
      formattedPrice: formatCents(price),
      hasError: false,
      sku,
      portraitSrc: portrait,
      portraitSrcHires: `${portrait}${portrait.includes('?') ? '&' : '?'}hires=1`,
      imageAlt: material ? `${product.name} in ${material.text}` : product.name,
      dimensions: product.isSpecialOrder ? dimensionsOf(product, sku) : null,
    };
  },
  GetFabricInfo: ({ input }) => {
    const sku = str(input, 'sku');
    const product = getProduct(sku);
    const selections = parseSelections(str(input, 'optionChoiceParameter'));
    const material = [...selections.values()].map((c) => getMaterial(c)).find(Boolean);
    if (!product || !material)
      return {
        squareImage: '',
        squareImageHiRes: '',
        fabricPlpURL: '',
        partOfACollection: { header: '', items: [] },
      };
    const items = demoProducts
      .filter((p) => p.isSpecialOrder && p.sku !== product.sku && p.options.some((o) => o.optionType === material.kind))
      .slice(0, 6)
      .map((p) => ({
        sku: p.sku,
        name: p.name,
        imagePath: p.imagePath,
        navigateUrl: p.url,
        formattedPrice: formattedPrice(p),
      }));
    return {
      squareImage: materialImage(material),
      squareImageHiRes: materialImage(material),
      fabricPlpURL: `/free-swatches?fabrictype=${encodeURIComponent(material.fabricType.toLowerCase().replace(/\s+/g, '-'))}`,
      partOfACollection: { header: `${materialName(material)} is part of a collection`, items },
    };
  },
  filteredChoiceGroups: ({ url, input }) => {
    const found = optionOf(
      str(input, 'sku'),
      num(input, 0, 'optioncode', 'optionCode'),
      str(input, 'optiontype', 'optionType'),
    );
    const sort = str(input, 'sort') || 'recommended';
    const selectedFacets = readFacets(url.searchParams);
    if (!found) return { choiceGroups: [], facets: [], selectedFacets: [] };
    const all = materialsFor(found.product, found.option);
    const filtered = filterMaterials(all, selectedFacets);
    return {
      choiceGroups: choiceGroupsOf(found.product, found.option, new Map(), sort, 'main', filtered),
      facets: buildFacets(all, selectedFacets, sort),
      selectedFacets: Object.entries(selectedFacets).map(([queryKey, queryValues]) => ({
        queryKey,
        queryValues,
        chipValues: queryValues,
      })),
    };
  },
  sortFilterSelection: ({ input }) => {
    const found = optionOf(str(input, 'sku'), num(input, 0, 'optionCode', 'optioncode'), '');
    const sortKey = str(input, 'sorKey', 'sortKey') || 'deliveryTime';
    if (!found) return { isSuccess: false, sortKey, choiceGroups: [] };
    return {
      isSuccess: true,
      sortKey,
      attributeId: num(input, 0, 'attributeId'),
      choiceGroups: choiceGroupsOf(found.product, found.option, new Map(), sortKey),
    };
  },
  sortFilterChoiceGroups: ({ request, input }) => {
    const found = optionOf(str(input, 'sku'), num(input, 0, 'optionCode', 'optioncode'), '');
    if (!found) return { choiceGroups: [] };
    const selections = readSelections(str(input, 'choices'));
    const sort = str(input, 'sortType') || 'recommended';
    return {
      choiceGroups: choiceGroupsOf(found.product, found.option, selections, sort, brandOf(request, input)),
    };
  },
} satisfies Resolvers;
