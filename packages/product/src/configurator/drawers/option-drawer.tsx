import { formatMessage } from '@hearth/core';
import { Button } from '@hearth/ui';
import { clsx } from 'clsx';
import { ChoiceList } from '../swatches/choice-list';
import { browseAllHidden, depthImagery, groupSections, rendersInline } from './choices-logic';
import { isMaterialOption } from './drawer-logic';
import { choiceImage } from '../data/choice-urls';
import { useConfiguratorContext } from '../configurator-context';
import { BrowseAllPart, DetailsPart, FilterPart } from '../lazy-parts';
import { productMessage } from '../../wording';
import type { Option } from '../data/schema';
import { useOptionChoices } from './use-option-choices';

/** Props of {@link OptionDrawer}. */
export interface OptionDrawerProps {
  option: Option;
  /** 1-based step number. */
  step: number;
}

/**
 * One option [ref: configurator#screens, #rules]: an accordion drawer (WAI-ARIA APG accordion: a heading holding a button
 * with `aria-expanded` and `aria-controls`, its panel a region labelled by it) with the step,
 * title, 'N option(s)' and 'None Selected' or the chosen text; or, for a depth or size list of
 * fewer than 3 choices (3 on desktop), the list inline. 'Select an option' under it after a
 * refused add.
 */
export function OptionDrawer({ option, step }: OptionDrawerProps) {
  const state = useConfiguratorContext();
  const open = state.drawers.isOpen(option.code);
  // a closed fabric or leather drawer shows its count only: the filters and rules of its hundreds
  // of choices wait until it opens (other options have a few choices, and may show inline)
  const choices = useOptionChoices(option, state, open || !isMaterialOption(option));
  const headerId = state.drawerId(option.code);
  const panelId = `${headerId}-panel`;
  const errorId = `${headerId}-error`;
  const missing = state.missing.some((o) => o.code === option.code);
  const chosenCode = state.selections.get(option.code);
  const chosen = chosenCode === undefined ? undefined : state.data.choiceOf(option.code, chosenCode);
  const chosenText = chosen ? chosen.swatchName || chosen.title : productMessage('noneSelected', 'None Selected');
  const count = option.header.count || choices.total;
  const { desktop } = state;
  const error = missing ? (
    <p id={errorId} className="hearth-field__error hearth-drawer__error" role="alert">
      {productMessage('selectAnOption', 'Select an option')}
    </p>
  ) : null;

  if (rendersInline(option, choices.total, desktop)) {
    return (
      <div className="hearth-drawer hearth-drawer--inline" data-option-code={option.code}>
        <h3 className="hearth-drawer__heading" id={headerId} tabIndex={-1}>
          <span className="hearth-drawer__step">{step}</span>{' '}
          <span className="hearth-drawer__title">{option.header.title}</span>{' '}
          <span className="hearth-drawer__chosen">{chosenText}</span>
        </h3>
        {error}
        <ChoiceList
          option={option}
          label={option.header.title}
          errorId={missing ? errorId : undefined}
          sections={[{ title: '', groups: choices.groups.map((g) => ({ ...g, label: '' })) }]}
          {...pictured(option, choices)}
        />
      </div>
    );
  }

  return (
    <div
      className={clsx('hearth-drawer', open && 'hearth-drawer--open')}
      data-option-code={option.code}
      data-state={open ? 'open' : 'closed'}
    >
      <h3 className="hearth-drawer__heading">
        <button
          type="button"
          id={headerId}
          className="hearth-drawer__button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-disabled={open && !state.drawers.closable ? true : undefined}
          aria-describedby={missing ? errorId : undefined}
          {...(choices.isMaterial && FilterPart.preloadProps)}
          onClick={() => state.drawers.toggle(option.code)}
        >
          <span className="hearth-drawer__step">{step}</span>
          <span className="hearth-drawer__title">{option.header.title}</span>
          <span className="hearth-drawer__count">
            {formatMessage(productMessage('optionCount', '{n} option(s)'), { n: count })}
          </span>
          <span className="hearth-drawer__chosen">{chosenText}</span>
        </button>
      </h3>
      <MaterialSwitch option={option} />
      {error}
      <div id={panelId} role="region" aria-labelledby={headerId} className="hearth-drawer__panel" hidden={!open}>
        {open && <DrawerBody option={option} choices={choices} errorId={missing ? errorId : undefined} />}
      </div>
    </div>
  );
}

/**
 * Fabric or leather, where a product offers both: one covers the piece, so the shopper switches
 * between them here and chooses in the one drawer shown (Hearth's: the reference lists both
 * options and a material toggle, not how it looks).
 */
function MaterialSwitch({ option }: { option: Option }) {
  const state = useConfiguratorContext();
  if (state.materials.length < 2 || !isMaterialOption(option)) return null;
  return (
    <fieldset className="hearth-drawer__materials">
      <legend className="hearth-visually-hidden">{productMessage('materialSwitch', 'Fabric or leather')}</legend>
      {state.materials.map((m) => (
        <label key={m.code} className="hearth-drawer__material">
          <input
            type="radio"
            id={state.materialId(m.code)}
            name={`${state.idBase}-material`}
            value={m.code}
            checked={m.code === option.code}
            onChange={() => state.chooseMaterial(m.code)}
          />
          <span>{m.header.title}</span>
        </label>
      ))}
    </fieldset>
  );
}

function DrawerBody({
  option,
  choices,
  errorId,
}: {
  option: Option;
  choices: ReturnType<typeof useOptionChoices>;
  errorId: string | undefined;
}) {
  const state = useConfiguratorContext();
  const title = option.header.title;
  const material = choices.isMaterial;
  const sections = material
    ? groupSections(choices.groups, state.brand, option)
    : [{ title: '' as const, groups: choices.groups.map((g) => ({ ...g, label: '' })) }];
  const chosenCode = state.selections.get(option.code);
  const chosen = chosenCode === undefined ? undefined : state.data.choiceOf(option.code, chosenCode);
  return (
    <>
      {choices.filters.shown && <FilterPart.Component state={choices.filters} />}
      {choices.recent.length > 0 && !choices.filters.filtering && (
        <ChoiceList
          option={option}
          layout={choices.layout}
          label={productMessage('recentlyViewed', 'Recently Viewed')}
          nameSuffix="-recent"
          sections={[
            {
              title: '',
              groups: [
                {
                  header: {
                    code: 'recent',
                    title: productMessage('recentlyViewed', 'Recently Viewed'),
                    subtitle: '',
                    currentPrice: 0,
                    regularPrice: 0,
                  },
                  choices: choices.recent,
                  groupType: 'recent',
                  label: productMessage('recentlyViewed', 'Recently Viewed'),
                },
              ],
            },
          ]}
        />
      )}
      {choices.filters.filtering && choices.groups.length === 0 ? (
        <p className="hearth-drawer__empty" role="status">
          {formatMessage(productMessage('noMatches', 'No {option}s match these filters.'), { option: title })}
        </p>
      ) : (
        <ChoiceList
          option={option}
          label={title}
          sections={sections}
          errorId={errorId}
          pricesShown={material && state.refreshedFabric}
          isMobile={!state.desktop}
          {...pictured(option, choices)}
        />
      )}
      <div className="hearth-drawer__actions">
        {choices.hidden > 0 && (
          <Button variant="secondary" onClick={choices.loadMore}>
            {formatMessage(productMessage('loadMore', 'Load {n} More'), { n: choices.hidden })}
          </Button>
        )}
        {material && !browseAllHidden(option) && (
          <Button variant="secondary" {...BrowseAllPart.preloadProps} onClick={() => state.openBrowseAll(option)}>
            {formatMessage(productMessage('browseAll', 'Browse All {option}s'), { option: title })}
          </Button>
        )}
        {material && !choices.swatchHidden && (
          <button
            type="button"
            className="hearth-link-button"
            data-island-open="swatch-order"
            data-props={JSON.stringify({ sku: state.sku, choiceCode: chosen?.code })}
          >
            {productMessage('getFreeSwatch', 'Get Free Swatch')}
          </button>
        )}
        {material && chosen && (
          <button
            type="button"
            className="hearth-link-button"
            {...DetailsPart.preloadProps}
            onClick={() => state.openDetails(option, chosen)}
          >
            {productMessage('viewDetails', 'View Details')}
            <span className="hearth-visually-hidden"> {chosen.swatchName || chosen.title}</span>
          </button>
        )}
      </div>
    </>
  );
}

/**
 * How a list lays out its choices: a depth option whose choices have pictures shows them as
 * picture cards in a row [ref: configurator#limits] (2 in view, 3 from 1201 px; the row scrolls for more), each with
 * its name, measure and price, and they are its choices: no second list of the same depths.
 */
function pictured(
  option: Option,
  choices: ReturnType<typeof useOptionChoices>,
): { layout: ReturnType<typeof useOptionChoices>['layout']; row?: true; pricesShown?: true } {
  const withPictures = depthImagery(
    option,
    choices.groups.flatMap((group) => group.choices),
    choiceImage,
  );
  return withPictures.length > 0 ? { layout: 'image-text', row: true, pricesShown: true } : { layout: choices.layout };
}
