/**
 * Schemas of the shop-by-fabric page's data ([ref: shop-by-fabric#data] Facet, Swatch card) and of its calls' answers
 * [ref: shop-by-fabric#calls]. Lenient: fields Hearth does not read never make a good answer fail.
 */
import { array, boolean, nullable, number, optional, string, type, union, type Infer, type Struct } from 'superstruct';
import { Code, SwatchChoice } from '../shared/swatch-choice';

const facetAttributeStruct = type({
  key: string(),
  label: optional(nullable(string())),
  svgName: optional(nullable(string())),
  isDisabled: optional(nullable(boolean())),
  isSelected: optional(nullable(boolean())),
  count: optional(nullable(number())),
});
/** [ref: shop-by-fabric#data] Facet attribute: key, label, svgName, isDisabled, isSelected (and a count when sent). */
export const FacetAttribute: Struct<FacetAttribute, unknown> = facetAttributeStruct;
export interface FacetAttribute extends Infer<typeof facetAttributeStruct> {}

const facetStruct = type({
  key: optional(nullable(string())),
  label: optional(nullable(string())),
  facetType: optional(nullable(number())),
  attributes: optional(nullable(array(FacetAttribute))),
});
/** [ref: shop-by-fabric#data] Facet: key, label, facetType (2 feature, 3 colour, 4 type), attributes; plus a sort facet. */
export const Facet: Struct<Facet, unknown> = facetStruct;
export interface Facet extends Infer<typeof facetStruct> {}

const cardsDtoStruct = type({
  cards: array(SwatchChoice),
  showingCount: optional(nullable(number())),
  totalRecords: optional(nullable(number())),
  page: optional(nullable(number())),
  pageSize: optional(nullable(number())),
});
/** [ref: shop-by-fabric#calls] cardsDto: cards, showingCount, totalRecords (and the page size when sent). */
export const CardsDto: Struct<CardsDto, unknown> = cardsDtoStruct;
export interface CardsDto extends Infer<typeof cardsDtoStruct> {}

const filteredResultsStruct = type({
  cardsDto: CardsDto,
  filterFacets: optional(nullable(array(Facet))),
});
/** [ref: shop-by-fabric#calls] GET /free-swatches/get-filtered-results. */
export const FilteredResults: Struct<FilteredResults, unknown> = filteredResultsStruct;
export interface FilteredResults extends Infer<typeof filteredResultsStruct> {}

const nlaFabricsAnswerStruct = type({
  hasNla: optional(nullable(boolean())),
  nlaFabrics: optional(nullable(array(union([Code, SwatchChoice])))),
  nlaSwatchCodes: optional(nullable(array(Code))),
});
/** [ref: shop-by-fabric#calls] GET /free-swatches/get-nla-fabrics (answer not shown): hasNla, nlaFabrics (cards or codes), nlaSwatchCodes. */
export const NlaFabricsAnswer: Struct<NlaFabricsAnswer, unknown> = nlaFabricsAnswerStruct;
export interface NlaFabricsAnswer extends Infer<typeof nlaFabricsAnswerStruct> {}

const recentFabricsAnswerStruct = type({ cards: optional(nullable(array(SwatchChoice))) });
/** [ref: shop-by-fabric#calls] GET /free-swatches/get-recent-fabrics (answer not shown): cards. */
export interface RecentFabricsAnswer extends Infer<typeof recentFabricsAnswerStruct> {}
/** [ref: shop-by-fabric#calls] GET /free-swatches/get-recent-fabrics (answer not shown): cards. */
export const RecentFabricsAnswer: Struct<RecentFabricsAnswer, unknown> = recentFabricsAnswerStruct;
