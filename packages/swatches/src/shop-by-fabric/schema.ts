/**
 * Schemas of the shop-by-fabric page's data (002 §3 Facet, Swatch card) and of its calls' answers
 * (002 §7). Lenient: fields Hearth does not read never make a good answer fail.
 */
import { array, boolean, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { Code, SwatchChoice } from '../shared/swatch-choice';

/** 002 §3 Facet attribute: key, label, svgName, isDisabled, isSelected (and a count when sent). */
export const FacetAttribute = type({
  key: string(),
  label: optional(nullable(string())),
  svgName: optional(nullable(string())),
  isDisabled: optional(nullable(boolean())),
  isSelected: optional(nullable(boolean())),
  count: optional(nullable(number())),
});
export type FacetAttribute = Infer<typeof FacetAttribute>;

/** 002 §3 Facet: key, label, facetType (2 feature, 3 colour, 4 type), attributes; plus a sort facet. */
export const Facet = type({
  key: optional(nullable(string())),
  label: optional(nullable(string())),
  facetType: optional(nullable(number())),
  attributes: optional(nullable(array(FacetAttribute))),
});
export type Facet = Infer<typeof Facet>;

/** 002 §7 cardsDto: cards, showingCount, totalRecords (and the page size when sent). */
export const CardsDto = type({
  cards: array(SwatchChoice),
  showingCount: optional(nullable(number())),
  totalRecords: optional(nullable(number())),
  page: optional(nullable(number())),
  pageSize: optional(nullable(number())),
});
export type CardsDto = Infer<typeof CardsDto>;

/** 002 §7 GET /free-swatches/get-filtered-results. */
export const FilteredResults = type({
  cardsDto: CardsDto,
  filterFacets: optional(nullable(array(Facet))),
});
export type FilteredResults = Infer<typeof FilteredResults>;

/** 002 §7 GET /free-swatches/get-nla-fabrics (answer not shown): hasNla, nlaFabrics (cards or codes), nlaSwatchCodes. */
export const NlaFabricsAnswer = type({
  hasNla: optional(nullable(boolean())),
  nlaFabrics: optional(nullable(array(union([Code, SwatchChoice])))),
  nlaSwatchCodes: optional(nullable(array(Code))),
});
export type NlaFabricsAnswer = Infer<typeof NlaFabricsAnswer>;

/** 002 §7 GET /free-swatches/get-recent-fabrics (answer not shown): cards. */
export const RecentFabricsAnswer = type({ cards: optional(nullable(array(SwatchChoice))) });
