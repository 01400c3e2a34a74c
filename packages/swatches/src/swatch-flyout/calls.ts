/** The calls of the swatch flyout and of a swatch fetched by code [ref: swatch-flyout#calls]. */
import { defineCall } from '@hearth/core';
import { array, boolean, nullable, optional, string, type, union, type Infer, type Struct } from 'superstruct';
import { Code, SwatchChoice } from '../shared/swatch-choice';

const recentSwatchRecordStruct = type({
  ChoiceCode: optional(Code),
  choiceCode: optional(Code),
  SwatchInStock: optional(nullable(union([boolean(), string()]))),
  name: optional(nullable(string())),
  imagePath: optional(nullable(string())),
});
/** [ref: swatch-flyout#data] recent swatch: ChoiceCode, SwatchInStock, name, choiceCode (and an image when sent). */
export const RecentSwatchRecord: Struct<RecentSwatchRecord, unknown> = recentSwatchRecordStruct;
export interface RecentSwatchRecord extends Infer<typeof recentSwatchRecordStruct> {}

/** The recent swatch lookup's answer: a list of recent swatches. */
export const RecentSwatchesAnswer = array(RecentSwatchRecord);

/** [ref: swatch-flyout#calls]: recent swatch lookup; path not shown (config `endpoints.recentSwatches`); query: choice codes joined by commas. */
export const recentSwatches = defineCall({ name: 'recentSwatches', method: 'GET', answer: RecentSwatchesAnswer });

const cardDataAnswerStruct = type({ card: optional(nullable(SwatchChoice)) });
/** [ref: swatch-flyout#calls] GET /free-swatches/get-card-data: answer not shown; Hearth reads `{card}` (a card, or null). */
export interface CardDataAnswer extends Infer<typeof cardDataAnswerStruct> {}
/** [ref: swatch-flyout#calls] GET /free-swatches/get-card-data: answer not shown; Hearth reads `{card}` (a card, or null). */
export const CardDataAnswer: Struct<CardDataAnswer, unknown> = cardDataAnswerStruct;

/** [ref: swatch-flyout#calls]: one shop-by-fabric card by choiceCode. */
export const getCardData = defineCall({
  name: 'get-card-data',
  method: 'GET',
  path: '/free-swatches/get-card-data',
  answer: CardDataAnswer,
});
