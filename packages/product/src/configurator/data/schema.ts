/**
 * The configurator's entities and server answers [ref: configurator#data, #calls] as superstruct schemas; the types
 * are inferred from them. Servers send `null` where a value is missing and numbers as strings in
 * places: both read as the field's empty value rather than failing the whole answer. The builders
 * (fast-schema) also read a valid answer in one plain pass: the answers carrying choice groups are
 * `fast`, so 2,000 choices are checked in milliseconds.
 */
import type { Infer, Struct } from 'superstruct';
import { Any, Filled, Flag, List, Maybe, Num, Obj, Opt, Str, Text, fast } from './fast-schema';

export { Flag, List, Num, Text };

const choiceImagesStruct = Obj({ desktop: Text, desktopHiRes: Text, mobile: Text, mobileHiRes: Text });
/** [ref: configurator#data] choice images. */
export interface ChoiceImages extends Infer<typeof choiceImagesStruct> {}
/** [ref: configurator#data] choice images. */
export const ChoiceImages: Struct<ChoiceImages, unknown> = choiceImagesStruct;

const choiceAttributeStruct = Obj({ attributeId: Num, value: Text });
/** A choice attribute (`attributeId`, `value`), e.g. the brand's swatch-in-stock attribute. */
export interface ChoiceAttribute extends Infer<typeof choiceAttributeStruct> {}
/** A choice attribute (`attributeId`, `value`), e.g. the brand's swatch-in-stock attribute. */
export const ChoiceAttribute: Struct<ChoiceAttribute, unknown> = choiceAttributeStruct;

const choiceDetailsStruct = Obj({
  addPrice: Num,
  images: List(Str),
  careInstructions: Maybe(Obj({ description: Text, fabricIconPath: Text })),
  features: List(Str),
  content: Text,
  origin: Text,
  shopThisSwatchUrl: Text,
  swatchInStock: Text,
});
/** [ref: configurator#data] additionalDetails of a choice. */
export interface ChoiceDetails extends Infer<typeof choiceDetailsStruct> {}
/** [ref: configurator#data] additionalDetails of a choice. */
export const ChoiceDetails: Struct<ChoiceDetails, unknown> = choiceDetailsStruct;

const choiceStruct = Obj({
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
/** [ref: configurator#data] Choice (option value). */
export const Choice: Struct<Choice, unknown> = choiceStruct;
export interface Choice extends Infer<typeof choiceStruct> {}

const choiceGroupStruct = Obj({
  header: Filled({ code: Text, title: Text, subtitle: Text, currentPrice: Num, regularPrice: Num }),
  choices: List(Choice),
  groupType: Text,
});
/** [ref: configurator#data] Choice group. */
export const ChoiceGroup: Struct<ChoiceGroup, unknown> = choiceGroupStruct;
export interface ChoiceGroup extends Infer<typeof choiceGroupStruct> {}

const filterItemStruct = Obj({
  label: Text,
  choiceCodes: List(Num),
  svgName: Text,
  attributeQueries: List(Obj({ attributeId: Num })),
});
/** [ref: configurator#data] Filter item: a label and the choices it matches. */
export const FilterItem: Struct<FilterItem, unknown> = filterItemStruct;
export interface FilterItem extends Infer<typeof filterItemStruct> {}

const filterStruct = Obj({ filterType: Num, title: Text, items: List(FilterItem) });
/** [ref: configurator#data] Filter: 1 sort toggle, 2 additive checkbox filter, 3 intersecting feature filter. */
export const Filter: Struct<Filter, unknown> = filterStruct;
export interface Filter extends Infer<typeof filterStruct> {}

const optionStruct = Obj({
  code: Num,
  sequence: Num,
  source: Num,
  optionType: Text,
  optionExperience: Text,
  header: Filled({ title: Text, subtitle: Text, count: Num }),
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
/** [ref: configurator#data] Option (drawer). */
export const Option: Struct<Option, unknown> = optionStruct;
export interface Option extends Infer<typeof optionStruct> {}

const specialOrderDetailStruct = Obj({
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
/** [ref: configurator#data] special-order fields of the product page model. */
export const SpecialOrderDetail: Struct<SpecialOrderDetail, unknown> = specialOrderDetailStruct;
export interface SpecialOrderDetail extends Infer<typeof specialOrderDetailStruct> {}

const dimensionsStruct = Obj({ width: Num, depth: Num, height: Num, systemOfMeasure: Num });
/** [ref: configurator#data] Dimension data: width, depth, height; systemOfMeasure 1 inches, 2 centimetres. */
export const Dimensions: Struct<Dimensions, unknown> = dimensionsStruct;
export interface Dimensions extends Infer<typeof dimensionsStruct> {}

const browseDtoStruct = fast(
  Obj({
    sku: Text,
    name: Text,
    reviewCount: Num,
    isNla: Flag,
    superSpecialOrder: Maybe(Obj({ sku: Text, url: Text })),
    specialOrderDetail: Maybe(SpecialOrderDetail),
    care: Text,
    formattedPrice: Text,
    options: List(Option),
    /** [ref: configurator#data]: the page's sections; subgroup 2 starts expanded. */
    productSubgroups: List(Obj({ id: Num, title: Text, content: Text })),
    /** [ref: configurator#data]: the rewards rate and its renewal header and message. */
    rewards: Maybe(Obj({ rate: Num, headerRenew: Text, messageRenew: Text })),
    /** [ref: configurator#data]: line-level messages (their popup names: /browse/popup?popupName=) [ref: configurator#calls]. */
    lineLevelMessages: List(Obj({ text: Text, popupName: Text })),
    /** [ref: configurator#data] in-house personalization pricing. */
    formattedTotalPrice: Text,
    personalizationFeeMessage: Text,
    /** [ref: configurator#data] Dimension data of the sku the page shows. */
    dimensions: Maybe(Dimensions),
  }),
);
/** [ref: configurator#data] Product page model (browseDto): what the configurator reads of it. */
export const BrowseDto: Struct<BrowseDto, unknown> = browseDtoStruct;
export interface BrowseDto extends Infer<typeof browseDtoStruct> {}

const quickViewAnswerStruct = Obj({
  formattedPrice: Text,
  hasError: Flag,
  /** [ref: configurator#data] quick-view state data: the piece as chosen, pictured. */
  portraitSrc: Text,
  portraitSrcHires: Text,
  imageAlt: Text,
  /** Its measures, when the server says them (Hearth reads them where the answer has them). */
  dimensions: Maybe(Dimensions),
});
/** [ref: configurator#data] quick view data: formattedPrice, hasError, portraitSrc, portraitSrcHires, imageAlt; and dimensions. */
export const QuickViewAnswer: Struct<QuickViewAnswer, unknown> = quickViewAnswerStruct;
export interface QuickViewAnswer extends Infer<typeof quickViewAnswerStruct> {}

const collectionItemStruct = Obj({ sku: Text, name: Text, imagePath: Text, navigateUrl: Text, formattedPrice: Text });
/** A product of the 'part of a collection' carousel. */
export const CollectionItem: Struct<CollectionItem, unknown> = collectionItemStruct;
export interface CollectionItem extends Infer<typeof collectionItemStruct> {}

const fabricInfoStruct = Obj({
  squareImage: Text,
  squareImageHiRes: Text,
  fabricPlpURL: Text,
  partOfACollection: Maybe(Obj({ header: Text, items: List(CollectionItem) })),
});
/** [ref: configurator#data] Fabric info. */
export const FabricInfo: Struct<FabricInfo, unknown> = fabricInfoStruct;
export interface FabricInfo extends Infer<typeof fabricInfoStruct> {}

const facetAttributeStruct = Obj({
  key: Text,
  label: Text,
  svgName: Text,
  isDisabled: Flag,
  isSelected: Flag,
  count: Opt(Num),
});
/** [ref: configurator#data] Facet attribute. */
export const FacetAttribute: Struct<FacetAttribute, unknown> = facetAttributeStruct;
export interface FacetAttribute extends Infer<typeof facetAttributeStruct> {}
const facetStruct = Obj({ key: Text, label: Text, facetType: Num, attributes: List(FacetAttribute) });
/** [ref: configurator#data] Facet: 1 sort, 2 feature, 3 colour, 4 type. */
export const Facet: Struct<Facet, unknown> = facetStruct;
export interface Facet extends Infer<typeof facetStruct> {}
const selectedFacetStruct = Obj({ queryKey: Text, queryValues: List(Str), chipValues: List(Str) });
/** [ref: configurator#data] Selected filter. */
export const SelectedFacet: Struct<SelectedFacet, unknown> = selectedFacetStruct;
export interface SelectedFacet extends Infer<typeof selectedFacetStruct> {}

const filteredChoiceGroupsAnswerStruct = fast(
  Obj({
    choiceGroups: List(ChoiceGroup),
    facets: List(Facet),
    selectedFacets: List(SelectedFacet),
  }),
);
/** Answer of GET /api/special-order/filtered-choice-groups [ref: configurator#calls]. */
export const FilteredChoiceGroupsAnswer: Struct<FilteredChoiceGroupsAnswer, unknown> = filteredChoiceGroupsAnswerStruct;
export interface FilteredChoiceGroupsAnswer extends Infer<typeof filteredChoiceGroupsAnswerStruct> {}

const sortFilterChoiceGroupsAnswerStruct = fast(Obj({ choiceGroups: List(ChoiceGroup) }));
/** Answer of the sort/filter choice-group call: the option's choice groups [ref: configurator#calls]. */
export const SortFilterChoiceGroupsAnswer: Struct<SortFilterChoiceGroupsAnswer, unknown> =
  sortFilterChoiceGroupsAnswerStruct;
export interface SortFilterChoiceGroupsAnswer extends Infer<typeof sortFilterChoiceGroupsAnswerStruct> {}

const sortFilterSelectionAnswerStruct = fast(Obj({ choiceGroups: List(ChoiceGroup), sortKey: Opt(Any) }));
/** Answer of the delivery-time sort/filter selection fetch (response not shown) [ref: configurator#calls]. */
export const SortFilterSelectionAnswer: Struct<SortFilterSelectionAnswer, unknown> = sortFilterSelectionAnswerStruct;
export interface SortFilterSelectionAnswer extends Infer<typeof sortFilterSelectionAnswerStruct> {}
