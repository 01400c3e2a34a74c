/**
 * The configurator's entities and server answers (002 §3, §7) as superstruct schemas; the types
 * are inferred from them. Servers send `null` where a value is missing and numbers as strings in
 * places: both read as the field's empty value rather than failing the whole answer. The builders
 * (fast-schema) also read a valid answer in one plain pass: the answers carrying choice groups are
 * `fast`, so 2,000 choices are checked in milliseconds.
 */
import type { Infer } from 'superstruct';
import { Any, Flag, List, Maybe, Num, Obj, Opt, Str, Text, WithDefault, fast } from './fast-schema';

export { Flag, List, Num, Text };

/** 002 §3 choice images. */
export const ChoiceImages = Obj({ desktop: Text, desktopHiRes: Text, mobile: Text, mobileHiRes: Text });

/** A choice attribute (`attributeId`, `value`), e.g. the brand's swatch-in-stock attribute. */
export const ChoiceAttribute = Obj({ attributeId: Num, value: Text });

/** 002 §3 additionalDetails of a choice. */
export const ChoiceDetails = Obj({
  addPrice: Num,
  images: List(Str),
  careInstructions: Maybe(Obj({ description: Text, fabricIconPath: Text })),
  features: List(Str),
  content: Text,
  origin: Text,
  shopThisSwatchUrl: Text,
  swatchInStock: Text,
});

/** 002 §3 Choice (option value). */
export const Choice = Obj({
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
export const ChoiceGroup = Obj({
  header: WithDefault(Obj({ code: Text, title: Text, subtitle: Text, currentPrice: Num, regularPrice: Num }), () => ({
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
export const FilterItem = Obj({
  label: Text,
  choiceCodes: List(Num),
  svgName: Text,
  attributeQueries: List(Obj({ attributeId: Num })),
});
export type FilterItem = Infer<typeof FilterItem>;

/** 002 §3 Filter: 1 sort toggle, 2 additive checkbox filter, 3 intersecting feature filter. */
export const Filter = Obj({ filterType: Num, title: Text, items: List(FilterItem) });
export type Filter = Infer<typeof Filter>;

/** 002 §3 Option (drawer). */
export const Option = Obj({
  code: Num,
  sequence: Num,
  source: Num,
  optionType: Text,
  optionExperience: Text,
  header: WithDefault(Obj({ title: Text, subtitle: Text, count: Num }), () => ({ title: '', subtitle: '', count: 0 })),
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
export const SpecialOrderDetail = Obj({
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
export const BrowseDto = fast(
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
    /** 002 §3: the page's sections; subgroup 2 starts expanded. */
    productSubgroups: List(Obj({ id: Num, title: Text, content: Text })),
    /** 002 §3: the rewards rate and its renewal header and message. */
    rewards: Maybe(Obj({ rate: Num, headerRenew: Text, messageRenew: Text })),
    /** 002 §3: line-level messages (their popup names: /browse/popup?popupName=, 002 §7). */
    lineLevelMessages: List(Obj({ text: Text, popupName: Text })),
    /** 002 §3 in-house personalization pricing. */
    formattedTotalPrice: Text,
    personalizationFeeMessage: Text,
  }),
);
export type BrowseDto = Infer<typeof BrowseDto>;

/** 002 §3 quick view data: formattedPrice, hasError. */
export const QuickViewAnswer = Obj({ formattedPrice: Text, hasError: Flag });
export type QuickViewAnswer = Infer<typeof QuickViewAnswer>;

/** A product of the 'part of a collection' carousel. */
export const CollectionItem = Obj({ sku: Text, name: Text, imagePath: Text, navigateUrl: Text, formattedPrice: Text });
export type CollectionItem = Infer<typeof CollectionItem>;

/** 002 §3 Fabric info. */
export const FabricInfo = Obj({
  squareImage: Text,
  squareImageHiRes: Text,
  fabricPlpURL: Text,
  partOfACollection: Maybe(Obj({ header: Text, items: List(CollectionItem) })),
});
export type FabricInfo = Infer<typeof FabricInfo>;

/** 002 §3 Facet attribute. */
export const FacetAttribute = Obj({
  key: Text,
  label: Text,
  svgName: Text,
  isDisabled: Flag,
  isSelected: Flag,
  count: Opt(Num),
});
export type FacetAttribute = Infer<typeof FacetAttribute>;
/** 002 §3 Facet: 1 sort, 2 feature, 3 colour, 4 type. */
export const Facet = Obj({ key: Text, label: Text, facetType: Num, attributes: List(FacetAttribute) });
export type Facet = Infer<typeof Facet>;
/** 002 §3 Selected filter. */
export const SelectedFacet = Obj({ queryKey: Text, queryValues: List(Str), chipValues: List(Str) });
export type SelectedFacet = Infer<typeof SelectedFacet>;

/** Answer of GET /api/special-order/filtered-choice-groups (002 §7). */
export const FilteredChoiceGroupsAnswer = fast(
  Obj({
    choiceGroups: List(ChoiceGroup),
    facets: List(Facet),
    selectedFacets: List(SelectedFacet),
  }),
);
export type FilteredChoiceGroupsAnswer = Infer<typeof FilteredChoiceGroupsAnswer>;

/** Answer of the delivery-time sort/filter selection fetch (002 §7: response not shown). */
export const SortFilterSelectionAnswer = fast(Obj({ choiceGroups: List(ChoiceGroup), sortKey: Opt(Any) }));
export type SortFilterSelectionAnswer = Infer<typeof SortFilterSelectionAnswer>;
