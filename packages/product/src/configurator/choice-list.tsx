import { clsx } from 'clsx';
import { useRef, type ReactNode } from 'react';
import { ChoiceChunkView } from './choice-chunk';
import { choiceImage, price } from './choice-urls';
import { planChunks } from './chunk-logic';
import { isDoubleDecker, type ChoiceLayout, type GroupSection } from './choices-logic';
import { useConfiguratorContext } from './configurator-context';
import { VIEW_DETAILS, VIEW_LARGER } from './messages';
import type { Choice, ChoiceGroup, Option } from './schema';

/** Props of {@link ChoiceList}. */
export interface ChoiceListProps {
  option: Option;
  layout: ChoiceLayout;
  /** Titled runs of groups (fabric/leather), or plain groups. */
  sections: ReadonlyArray<GroupSection | { title: ''; groups: ReadonlyArray<ChoiceGroup & { label: string }> }>;
  /** Show each choice's price below it (the refreshed layout). @default false */
  pricesShown?: boolean;
  /** The id of the 'Select an option' error, tied to the groups. */
  errorId?: string | undefined;
  /** Names the groups when they have no title of their own (the option's title). */
  label: string;
  /** Mobile width (002 §9: up to 768 px): price groups above 10 choices take the double-decker layout. */
  isMobile?: boolean;
  /** Suffix of the radio group's name, for a second list of the same choices ('Recently Viewed'). @default '' */
  nameSuffix?: string;
  /** The checked choice, when not the configurator's (the Browse All modal's pending choice). */
  checked?: number | undefined;
  /** What choosing does, when not the configurator's choice (the Browse All modal). */
  onChoose?: ((choice: Choice) => void) | undefined;
  /** Hover and focus open the quick view. @default true */
  preview?: boolean;
  /** Shown after the last group. */
  children?: ReactNode;
}

const PREVIEW = { swatch: 'flyout', leg: 'flyout', image: 'flyout', text: 'tooltip', 'image-text': 'tooltip' } as const;

/**
 * The choices of an option as radio buttons (one `name` per option: arrow keys move and choose,
 * 002 §4 debounces that by 500 ms), in fieldsets per group. Swatches, legs, images, text buttons or
 * image-and-text cards by layout (002 §2). Hover and focus reach the quick view through one set of
 * delegated handlers.
 */
export function ChoiceList({ option, layout, sections, pricesShown = false, errorId, label, isMobile = false, nameSuffix = '', children, ...overrides }: ChoiceListProps) {
  const state = useConfiguratorContext();
  const viaKeyboard = useRef(false);
  const name = `${state.idBase}-choice-${option.code}${nameSuffix}`;
  const checked = 'checked' in overrides ? overrides.checked : state.checkedOf(option.code);
  const preview = overrides.preview === false ? {} : state.preview.containerProps(option, PREVIEW[layout]);
  const tooltipOn = state.preview.open ? state.preview.active?.choice.code : undefined;
  const choose = (choice: Choice) =>
    overrides.onChoose ? overrides.onChoose(choice) : state.choose(option, choice, viaKeyboard.current ? 'keyboard' : 'pointer');

  const item = (choice: Choice) => {
    const image = layout === 'text' ? undefined : choiceImage(choice);
    const title = layout === 'swatch' ? choice.swatchName || [choice.title, choice.text].filter(Boolean).join(', ') : choice.title;
    const radio = (
      <label key={choice.code} className="hearth-choice" data-layout={layout} data-choice-code={choice.code} data-disabled={choice.isDisabled || undefined}>
        <input
          type="radio"
          className="hearth-choice__input"
          name={name}
          value={choice.code}
          checked={checked === choice.code}
          disabled={choice.isDisabled}
          onChange={() => choose(choice)}
          aria-describedby={tooltipOn === choice.code ? `${name}-preview` : undefined}
        />
        {image ? <img className="hearth-choice__image" src={image} alt="" width={64} height={64} loading="lazy" decoding="async" /> : null}
        <span className={clsx('hearth-choice__name', layout === 'swatch' && !pricesShown && 'hearth-visually-hidden')}>{title}</span>
        {(layout === 'text' || layout === 'image-text') && choice.text && choice.text !== choice.title ? <span className="hearth-choice__text">{choice.text}</span> : null}
        {pricesShown && choice.formattedPrice ? <span className="hearth-choice__price">{price(choice.formattedPrice, state.site)}</span> : null}
      </label>
    );
    if (layout !== 'leg') return radio;
    return (
      <div key={choice.code} className="hearth-choice-card">
        {radio}
        <button type="button" className="hearth-link-button" onClick={() => state.openDetails(option, choice)}>
          {state.refreshedLegs ? VIEW_DETAILS : VIEW_LARGER}
          <span className="hearth-visually-hidden"> {choice.title}</span>
        </button>
      </div>
    );
  };

  // swatch lists render in chunks (chunk-logic); other layouts, and the mobile two-row layout, at once
  const groupsOf = sections.flatMap((section) => section.groups);
  const chunked = layout === 'swatch' && !groupsOf.some((group) => isDoubleDecker(group.choices.length, isMobile));
  const plan = chunked ? planChunks(groupsOf.map((group) => group.choices)) : planChunks(groupsOf.map((group) => group.choices), Infinity, Infinity);
  let groupIndex = 0;

  return (
    <div
      className="hearth-choices"
      data-layout={layout}
      {...preview}
      onKeyDownCapture={() => (viaKeyboard.current = true)}
      onPointerDownCapture={() => (viaKeyboard.current = false)}
    >
      {sections.map((section, s) => (
        <div key={`${section.title}-${s}`} className="hearth-choices__section">
          {section.title ? <h4 className="hearth-choices__section-title">{section.title}</h4> : null}
          {section.groups.map((group, g) => {
            const chunks = plan[groupIndex++] ?? [];
            return (
              <fieldset key={`${group.header.code}-${g}`} className="hearth-choice-group" aria-describedby={errorId}>
                <legend className={clsx('hearth-choice-group__legend', !group.label && 'hearth-visually-hidden')}>{group.label || label}</legend>
                {group.header.subtitle ? <p className="hearth-choice-group__subtitle">{group.header.subtitle}</p> : null}
                <div className="hearth-choice-group__items" data-double-decker={isDoubleDecker(group.choices.length, isMobile) || undefined}>
                  {chunks.map((chunk) => (
                    <ChoiceChunkView key={`${chunk.start}-${chunk.items[0]?.code ?? ''}-${chunk.items.length}`} eager={chunk.eager} count={chunk.items.length}>
                      {() => chunk.items.map(item)}
                    </ChoiceChunkView>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      ))}
      {children}
    </div>
  );
}
