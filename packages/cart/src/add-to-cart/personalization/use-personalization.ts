import { type Brand, getConfig, withEntry } from '@hearth/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { create } from 'superstruct';
import {
  hasPersonalizationErrors,
  initialTexts,
  NO_PERSONALIZATION_ERRORS,
  type PersonalizationErrors,
} from '../add-to-cart-logic';
import { addToCartMessage } from '../wording';
import { initialStyle, offeredThreadColors, THREAD_COLOR_COUNTS, type MonogramStyle } from './personalization-logic';
import { Personalization, type MonogramFont, type PersonalizationInput, type ThreadColor } from '../schema';

/** One text line of the personalization, ready to render. */
export interface PersonalizationLineView {
  elementName: string;
  label: string;
  value: string;
  error: string | undefined;
  maxLength: number | undefined;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}

/** One choice of a thread colour or a font, ready to render. */
export interface MonogramChoiceView {
  name: string;
  value: string;
  /** The swatch's colour (thread colours only). */
  hex: string | undefined;
  checked: boolean;
  onChange: () => void;
}

/** Options of {@link usePersonalization}. */
export interface UsePersonalizationOptions {
  /** The brand, whose count of thread colours is offered [ref: add-to-cart#limits]. @default getConfig().brand */
  brand?: Brand | undefined;
  /** Where a page's extra thread colours are reported. @default console.error */
  log?: ((message: string) => void) | undefined;
}

/**
 * The personalization of a monogrammed or personalized item [ref: add-to-cart#data, #validation, #errors]: the text of
 * each line, the thread colour and font chosen among the brand's [ref: add-to-cart#limits], the errors flagged on
 * the legend, the summary and the lines, and the focus they take. `view` is what
 * `PersonalizationFields` renders (`null` without a personalization).
 */
export function usePersonalization(input: PersonalizationInput | undefined, options: UsePersonalizationOptions = {}) {
  const personalization = useMemo(() => (input ? create(input, Personalization) : undefined), [input]);
  const brand = options.brand ?? getConfig().brand;
  const offered = useMemo(
    () => offeredThreadColors(personalization?.threadColors ?? [], brand),
    [personalization, brand],
  );
  const fonts = personalization?.fonts ?? NO_FONTS;
  const [texts, setTexts] = useState(() => initialTexts(personalization));
  const [style, setStyle] = useState<MonogramStyle>(() => initialStyle(personalization, offered.colors, fonts));
  const log = options.log ?? console.error;
  // [ref: add-to-cart#limits]: a brand offers its count of colours; more from the page are left out, said once
  useEffect(() => {
    if (offered.extra > 0)
      log(
        `hearth: add-to-cart: personalization.threadColors has ${offered.colors.length + offered.extra} colours; the ${brand} brand offers ${THREAD_COLOR_COUNTS[brand]}: the first ${offered.colors.length} are shown`,
      );
    // Said once per personalization, not on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered]);
  const [errors, setErrors] = useState<PersonalizationErrors>(NO_PERSONALIZATION_ERRORS);
  const [focusRequest, setFocusRequest] = useState(0);
  const lineRefs = useRef(new Map<string, HTMLInputElement>());
  const fieldsetRef = useRef<HTMLFieldSetElement | null>(null);
  const ids = useId();

  /** Shows `next` and moves focus to what it flags. */
  const flag = useCallback((next: PersonalizationErrors) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  }, []);

  // The button is disabled while errors show [ref: add-to-cart#errors], so focus goes to what they flag.
  useEffect(() => {
    if (focusRequest === 0) return;
    const line = personalization?.lines.find((l) => errors.lines[l.elementName]);
    const target = line ? lineRefs.current.get(line.elementName) : fieldsetRef.current;
    target?.focus();
    // Only a new flag moves focus, not each errors change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const flagged = hasPersonalizationErrors(errors);

  const onTextChange = (elementName: string, value: string) => {
    setTexts((t) => withEntry(t, elementName, value));
    // A change answers the errors: they clear and the button comes back [ref: add-to-cart#errors].
    if (flagged) setErrors(NO_PERSONALIZATION_ERRORS);
  };

  const legendErrorId = `${ids}-legend-error`;
  const summaryId = `${ids}-summary`;
  const view = personalization
    ? {
        legend: personalization.legend ?? addToCartMessage('personalizationLegend', 'Personalization'),
        legendError: errors.legend,
        summaryError: errors.summary,
        legendErrorId,
        summaryId,
        fieldsetProps: {
          ref: fieldsetRef,
          tabIndex: -1,
          'aria-describedby':
            [errors.summary ? summaryId : '', errors.legend ? legendErrorId : ''].filter(Boolean).join(' ') ||
            undefined,
        },
        lines: personalization.lines.map((line, index): PersonalizationLineView => ({
          elementName: line.elementName,
          label: line.label ?? addToCartMessage('personalizationLine', 'Line {n}').replaceAll('{n}', String(index + 1)),
          value: texts[line.elementName] ?? '',
          error: errors.lines[line.elementName],
          maxLength: line.maxLength,
          onChange: (value) => onTextChange(line.elementName, value),
          inputRef: (element) => {
            if (element) lineRefs.current.set(line.elementName, element);
            else lineRefs.current.delete(line.elementName);
          },
        })),
        threadColors: offered.colors.map((color: ThreadColor): MonogramChoiceView => ({
          name: color.name,
          value: color.value,
          hex: color.hex,
          checked: style.textcolor === color.value,
          onChange: () => setStyle((last) => ({ ...last, textcolor: color.value })),
        })),
        fonts: fonts.map((font: MonogramFont): MonogramChoiceView => ({
          name: font.name,
          value: font.value,
          hex: undefined,
          checked: style.font === font.value,
          onChange: () => setStyle((last) => ({ ...last, font: font.value })),
        })),
        choiceName: ids,
      }
    : null;

  return {
    /** The personalization, with its defaults; `undefined` for an item without one. */
    personalization,
    /** The text of each line, by element name. */
    texts,
    /** The thread colour and font chosen ('' when none: each line keeps its own) [ref: add-to-cart#limits]. */
    style,
    /** Any field is flagged: the button is disabled [ref: add-to-cart#errors]. */
    flagged,
    flag,
    view,
  };
}

const NO_FONTS: MonogramFont[] = [];

/** What {@link usePersonalization} returns. */
export type PersonalizationState = ReturnType<typeof usePersonalization>;
