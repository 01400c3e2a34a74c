/**
 * The configurator's entities and server answers (002 §3, §7) as superstruct schemas; the types
 * are inferred from them. Servers send `null` where a value is missing and numbers as strings in
 * places: both read as the field's empty value rather than failing the whole answer.
 */
import {
  array,
  boolean,
  coerce,
  defaulted,
  literal,
  nullable,
  number,
  optional,
  string,
  type,
  union,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';

/** A string field: `null` and absent read as '', numbers as their text. */
export const Text = defaulted(
  coerce(string(), union([number(), literal(null)]), (value) => (value === null ? '' : String(value))),
  '',
);
/** A number field: `null`, absent and '' read as 0, numeric strings as numbers. */
export const Num = defaulted(
  coerce(number(), union([string(), literal(null)]), (value) => (value === null || value.trim() === '' ? 0 : Number(value))),
  0,
);
/** A boolean field: `null` and absent read as false. */
export const Flag = defaulted(coerce(boolean(), literal(null), () => false), false);
/** A list field: `null` and absent read as []. */
export function List<T, S>(item: Struct<T, S>) {
  return defaulted(coerce(array(item), literal(null), () => []), []);
}
/** An object field that may be `null` or absent. */
function Maybe<T, S>(struct: Struct<T, S>) {
  return optional(nullable(struct));
}

/** 002 §3 choice images. */
export const ChoiceImages = type({ desktop: Text, desktopHiRes: Text, mobile: Text, mobileHiRes: Text });

/** A choice attribute (`attributeId`, `value`), e.g. the brand's swatch-in-stock attribute. */
export const ChoiceAttribute = type({ attributeId: Num, value: Text });

/** 002 §3 additionalDetails of a choice. */
export const ChoiceDetails = type({
  addPrice: Num,
  images: List(string()),
  careInstructions: Maybe(type({ description: Text, fabricIconPath: Text })),
  features: List(string()),
  content: Text,
  origin: Text,
  shopThisSwatchUrl: Text,
  swatchInStock: Text,
});

/** 002 §3 Choice (option value). */
export const Choice = type({
  code: Num,
  title: Text,
  text: Text,
  subtitle: Text,
  description: Text,
  typeName: Text,
  images: Maybe(ChoiceImages),
  matchingSkus: List(Num),
  sequence: Num,
  attributes: List(ChoiceAttribute),
  isDisabled: Flag,
  isSelected: Flag,
  isStock: Flag,
  priceGroupCode: Text,
  swatchName: Text,
  formattedPrice: Text,
  currentPrice: Num,
  additionalDetails: Maybe(ChoiceDetails),
});
export type Choice = Infer<typeof Choice>;

/** 002 §3 Choice group. */
export const ChoiceGroup = type({
  header: defaulted(type({ code: Text, title: Text, subtitle: Text, currentPrice: Num, regularPrice: Num }), () => ({
    code: '',
    title: '',
    subtitle: '',
    currentPrice: 0,
    regularPrice: 0,
  })),
  choices: List(Choice),
  groupType: Text,
});
export type ChoiceGroup = Infer<typeof ChoiceGroup>;

/** 002 §3 Filter item: a label and the choices it matches. */
export const FilterItem = type({
  label: Text,
  choiceCodes: List(Num),
  svgName: Text,
  attributeQueries: List(type({ attributeId: Num })),
});
export type FilterItem = Infer<typeof FilterItem>;

/** 002 §3 Filter: 1 sort toggle, 2 additive checkbox filter, 3 intersecting feature filter. */
export const Filter = type({ filterType: Num, title: Text, items: List(FilterItem) });
export type Filter = Infer<typeof Filter>;

/** 002 §3 Option (drawer). */
export const Option = type({
  code: Num,
  sequence: Num,
  source: Num,
  optionType: Text,
  optionExperience: Text,
  header: defaulted(type({ title: Text, subtitle: Text, count: Num }), () => ({ title: '', subtitle: '', count: 0 })),
  choiceGroups: List(ChoiceGroup),
  choiceGroupsV2: List(ChoiceGroup),
  choiceGroupsV2All: List(ChoiceGroup),
  choiceGroupsPriceGroups: List(ChoiceGroup),
  totalChoiceCountV2: Num,
  totalChoiceCountV2All: Num,
  maxMaterials: Num,
  filters: List(Filter),
  filtersV2: List(Filter),
  selectedChoice: Maybe(Choice),
  allChoiceMatchingSkus: List(Num),
  hasMaterialSwatchesToOrder: Flag,
});
export type Option = Infer<typeof Option>;

/** 002 §3 special-order fields of the product page model. */
export const SpecialOrderDetail = type({
  sku: Text,
  imagePath: Text,
  isStockSku: Flag,
  optionChoiceParameter: Text,
  currentPrice: Num,
  regularPrice: Num,
  formattedPrice: Text,
  availabilityMessage: Text,
  flatImage: Text,
  imageAltText: Text,
  swatchChoiceCode: Num,
});
export type SpecialOrderDetail = Infer<typeof SpecialOrderDetail>;

/** 002 §3 Product page model (browseDto): what the configurator reads of it. */
export const BrowseDto = type({
  sku: Text,
  name: Text,
  reviewCount: Num,
  isNla: Flag,
  superSpecialOrder: Maybe(type({ sku: Text, url: Text })),
  specialOrderDetail: Maybe(SpecialOrderDetail),
  care: Text,
  formattedPrice: Text,
  options: List(Option),
});
export type BrowseDto = Infer<typeof BrowseDto>;

/** 002 §3 quick view data: formattedPrice, hasError. */
export const QuickViewAnswer = type({ formattedPrice: Text, hasError: Flag });
export type QuickViewAnswer = Infer<typeof QuickViewAnswer>;

/** A product of the 'part of a collection' carousel. */
export const CollectionItem = type({ sku: Text, name: Text, imagePath: Text, navigateUrl: Text, formattedPrice: Text });
export type CollectionItem = Infer<typeof CollectionItem>;

/** 002 §3 Fabric info. */
export const FabricInfo = type({
  squareImage: Text,
  squareImageHiRes: Text,
  fabricPlpURL: Text,
  partOfACollection: Maybe(type({ header: Text, items: List(CollectionItem) })),
});
export type FabricInfo = Infer<typeof FabricInfo>;

/** 002 §3 Facet attribute. */
export const FacetAttribute = type({ key: Text, label: Text, svgName: Text, isDisabled: Flag, isSelected: Flag, count: optional(Num) });
export type FacetAttribute = Infer<typeof FacetAttribute>;
/** 002 §3 Facet: 1 sort, 2 feature, 3 colour, 4 type. */
export const Facet = type({ key: Text, label: Text, facetType: Num, attributes: List(FacetAttribute) });
export type Facet = Infer<typeof Facet>;
/** 002 §3 Selected filter. */
export const SelectedFacet = type({ queryKey: Text, queryValues: List(string()), chipValues: List(string()) });
export type SelectedFacet = Infer<typeof SelectedFacet>;

/** Answer of GET /api/special-order/filtered-choice-groups (002 §7). */
export const FilteredChoiceGroupsAnswer = type({
  choiceGroups: List(ChoiceGroup),
  facets: List(Facet),
  selectedFacets: List(SelectedFacet),
});
export type FilteredChoiceGroupsAnswer = Infer<typeof FilteredChoiceGroupsAnswer>;

/** Answer of the delivery-time sort/filter selection fetch (002 §7: response not shown). */
export const SortFilterSelectionAnswer = type({ choiceGroups: List(ChoiceGroup), sortKey: optional(unknown()) });
export type SortFilterSelectionAnswer = Infer<typeof SortFilterSelectionAnswer>;
