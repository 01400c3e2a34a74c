import { clsx } from 'clsx';
import { useCallback, useRef, type ReactNode } from 'react';
import { ChoiceGroupItems } from './choice-group-items';
import { isDoubleDecker, type ChoiceLayout, type GroupSection } from '../drawers/choices-logic';
import { useConfiguratorContext } from '../configurator-context';
import type { Choice, ChoiceGroup, Option } from '../data/schema';
import { WINDOW_FROM } from './window-logic';

/** Props of {@link ChoiceList}. */
export interface ChoiceListProps {
  option: Option;
  layout: ChoiceLayout;
  /** Titled runs of groups (fabric/leather), or plain groups. */
  sections: ReadonlyArray<GroupSection | { title: ''; groups: ReadonlyArray<ChoiceGroup & { label: string }> }>;
  /** Show each choice's price below it (the refreshed layout). @default false */
  pricesShown?: boolean;
  /** Picture cards in one row, 2 in view (3 from 1201 px), scrolling for more: a depth's pictures [ref: configurator#limits]. @default false */
  row?: boolean;
  /** The id of the 'Select an option' error, tied to the groups. */
  errorId?: string | undefined;
  /** Names the groups when they have no title of their own (the option's title). */
  label: string;
  /** Mobile width (up to 768 px) [ref: configurator#limits]: price groups above 10 choices take the double-decker layout. */
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
 * [ref: configurator#rules] debounces that by 500 ms), in fieldsets per group. Swatches, legs, images, text buttons or
 * image-and-text cards by layout [ref: configurator#screens]. Hover and focus reach the quick view through one set of
 * delegated handlers. A swatch list of {@link WINDOW_FROM} choices or more renders only its rows
 * near the viewport (window-logic); each choice is memoized (choice-item).
 */
export function ChoiceList({
  option,
  layout,
  sections,
  pricesShown = false,
  row = false,
  errorId,
  label,
  isMobile = false,
  nameSuffix = '',
  children,
  ...overrides
}: ChoiceListProps) {
  const state = useConfiguratorContext();
  const viaKeyboard = useRef(false);
  const name = `${state.idBase}-choice-${option.code}${nameSuffix}`;
  const checked = 'checked' in overrides ? overrides.checked : state.checkedOf(option.code);
  const preview = overrides.preview === false ? {} : state.preview.containerProps(option, PREVIEW[layout]);
  const tooltipOn = state.preview.open ? state.preview.active?.choice.code : undefined;

  // stable callbacks, so that memoized choices skip their render: they call the latest handlers
  const latest = useRef({ option, onChoose: overrides.onChoose, choose: state.choose, openDetails: state.openDetails });
  latest.current = { option, onChoose: overrides.onChoose, choose: state.choose, openDetails: state.openDetails };
  const onChoose = useCallback((choice: Choice) => {
    const { option: current, onChoose: override, choose } = latest.current;
    if (override) override(choice);
    else choose(current, choice, viaKeyboard.current ? 'keyboard' : 'pointer');
  }, []);
  const onDetails = useCallback((choice: Choice) => latest.current.openDetails(latest.current.option, choice), []);
  const { priceOf: priceUnder } = state;
  const priceOf = useCallback((choice: Choice) => priceUnder(option, choice), [priceUnder, option]);

  const groups = sections.flatMap((section) => section.groups);
  const total = groups.reduce((n, group) => n + group.choices.length, 0);
  // long swatch lists render the rows near the viewport (the mobile two-row layout: the columns in view)
  const windowed = layout === 'swatch' && total >= WINDOW_FROM;
  const item = {
    layout,
    name,
    checked,
    pricesShown,
    priceOf,
    tooltipOn,
    tooltipId: `${name}-preview`,
    onChoose,
    onDetails,
    refreshedLegs: state.refreshedLegs,
  };
  let offset = 0;
  // keys that survive a filter dropping a group or a section before them (a remount would rebuild every swatch)
  const keys = new Set<string>();
  const keyOf = (key: string, index: number) => (keys.has(key) ? `${key}-${index}` : (keys.add(key), key));

  return (
    <div
      className="hearth-choices"
      data-layout={layout}
      data-prices={(layout === 'swatch' && pricesShown) || undefined}
      data-row={row || undefined}
      {...preview}
      onKeyDownCapture={() => (viaKeyboard.current = true)}
      onPointerDownCapture={() => (viaKeyboard.current = false)}
    >
      {sections.map((section, s) => (
        <div key={keyOf(`section-${section.title}`, s)} className="hearth-choices__section">
          {section.title ? <h4 className="hearth-choices__section-title">{section.title}</h4> : null}
          {section.groups.map((group, g) => {
            const first = offset;
            offset += group.choices.length;
            return (
              <fieldset
                key={keyOf(`group-${group.header.code}`, g)}
                className="hearth-choice-group"
                aria-describedby={errorId}
              >
                <legend className={clsx('hearth-choice-group__legend', !group.label && 'hearth-visually-hidden')}>
                  {group.label || label}
                </legend>
                {group.header.subtitle ? (
                  <p className="hearth-choice-group__subtitle">{group.header.subtitle}</p>
                ) : null}
                <ChoiceGroupItems
                  choices={group.choices}
                  doubleDecker={isDoubleDecker(group.choices.length, isMobile)}
                  windowed={windowed}
                  first={first}
                  total={total}
                  item={item}
                />
              </fieldset>
            );
          })}
        </div>
      ))}
      {children}
    </div>
  );
}
