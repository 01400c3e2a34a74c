import { formatMessage } from '@hearth/core';
import { Button, Dialog, firstClick } from '@hearth/ui';
import { useId, useState } from 'react';
import { ChoiceList } from '../swatches/choice-list';
import { choiceImage } from '../data/choice-urls';
import { groupSections } from './choices-logic';
import { useConfiguratorContext } from '../configurator-context';
import { productMessage } from '../../wording';
import type { Choice, Option } from '../data/schema';
import { useBrowseAll } from './use-browse-all';
import { useOptionChoices } from './use-option-choices';

/** What {@link useBrowseAll} returns. */
type BrowseAll = ReturnType<typeof useBrowseAll>;

/** Above the grid: the Filter toggle with its count, the sort, and the chips with 'Clear All'. */
function BrowseToolbar({ browse }: { browse: BrowseAll }) {
  return (
    <>
      <div className="hearth-browse__toolbar">
        <Button variant="secondary" onClick={browse.openFilters}>
          {productMessage('filter', 'Filter')}
          {browse.count > 0 ? ` (${browse.count})` : ''}
        </Button>
        {browse.sortOptions.length > 0 && (
          <label className="hearth-browse__sort">
            {productMessage('sortBy', 'Sort By')}{' '}
            <select value={browse.sort} onChange={(event) => browse.setSort(event.target.value)}>
              {browse.sortOptions.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {browse.chips.length > 0 && (
        <ul className="hearth-chips" aria-label={productMessage('filter', 'Filter')}>
          {browse.chips.map((chip) => (
            <li key={`${chip.key}-${chip.value}`}>
              <button
                type="button"
                className="hearth-chip"
                aria-label={formatMessage(productMessage('removeFilter', 'Remove {label}'), { label: chip.label })}
                onClick={firstClick(() => browse.removeChip(chip.key, chip.value))}
              >
                {chip.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="hearth-link-button" onClick={browse.clearAll}>
              {productMessage('clearAll', 'Clear All')}
            </button>
          </li>
        </ul>
      )}
    </>
  );
}

/** The 'Filter & Sort' panel: each facet's draft choices, applied by the footer. */
function BrowseFilters({ browse }: { browse: BrowseAll }) {
  return (
    <div className="hearth-browse__filters">
      <h3>{productMessage('filterAndSort', 'Filter & Sort')}</h3>
      {browse.facets.map((facet) => (
        <fieldset key={facet.key} className="hearth-filters__group">
          <legend>{facet.label}</legend>
          {facet.attributes.map((a) => (
            <label key={a.key} className="hearth-filters__option">
              <input
                type="checkbox"
                checked={(browse.draft[facet.key] ?? []).includes(a.key)}
                disabled={a.isDisabled && !(browse.draft[facet.key] ?? []).includes(a.key)}
                onChange={() => browse.toggleDraft(facet.key, a.key)}
              />
              {a.label}
              {a.count !== undefined ? <span className="hearth-filters__count"> ({a.count})</span> : null}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** The 'Fabric Details' panel of the choice about to be saved. */
function BrowseDetails({ pending, priceText }: { pending: Choice; priceText: string }) {
  return (
    <div className="hearth-browse__details">
      <h3>{productMessage('fabricDetails', 'Fabric Details')}</h3>
      {choiceImage(pending) && <img src={choiceImage(pending)} alt="" width={240} height={240} />}
      <p className="hearth-browse__name">{pending.swatchName || pending.title}</p>
      {priceText && <p>{priceText}</p>}
      {pending.description && <p>{pending.description}</p>}
      {pending.additionalDetails?.careInstructions?.description && (
        <p>{pending.additionalDetails.careInstructions.description}</p>
      )}
    </div>
  );
}

/** The footer of each panel: the filters' Clear All, Cancel, Apply, Done; Back and Save Selection. */
function BrowseFooter({
  browse,
  title,
  pendingId,
  onSave,
}: {
  browse: BrowseAll;
  title: string;
  pendingId: string;
  onSave: () => void;
}) {
  return browse.panel === 'filters' ? (
    <>
      <Button variant="secondary" onClick={browse.clearDraft}>
        {productMessage('clearAll', 'Clear All')}
      </Button>
      <Button variant="secondary" onClick={browse.cancel}>
        {productMessage('cancel', 'Cancel')}
      </Button>
      <Button variant="secondary" onClick={() => browse.apply(false)}>
        {productMessage('apply', 'Apply')}
      </Button>
      <Button onClick={() => browse.apply(true)}>{productMessage('done', 'Done')}</Button>
    </>
  ) : browse.panel === 'details' ? (
    <>
      <Button variant="secondary" onClick={browse.back}>
        {formatMessage(productMessage('backTo', 'Back to {option}s'), { option: title })}
      </Button>
      <Button disabled={!browse.pending} onClick={onSave}>
        {productMessage('saveSelection', 'Save Selection')}
      </Button>
    </>
  ) : (
    <>
      {browse.pending && (
        <span className="hearth-browse__pending" id={pendingId}>
          {productMessage('selected', 'Selected')}: {browse.pending.swatchName || browse.pending.title}{' '}
          <button type="button" className="hearth-link-button" onClick={browse.showDetails}>
            {productMessage('fabricDetails', 'Fabric Details')}
          </button>
        </span>
      )}
      <Button disabled={!browse.pending} onClick={onSave}>
        {productMessage('saveSelection', 'Save Selection')}
      </Button>
    </>
  );
}

/**
 * 'Browse All {option}s' [ref: configurator#screens]: a centre modal (a bottom slide on mobile) with the swatch grid,
 * the Filter toggle with its count, the sort, chips with 'Clear All', 'Recently Viewed' and 'Save
 * Selection'; the 'Filter & Sort' panel (Done, Cancel, Clear All, Apply) and the 'Fabric Details'
 * panel ('Back to {option}s').
 */
export function BrowseAllDialog({ option, onClosed }: { option: Option; onClosed: () => void }) {
  const state = useConfiguratorContext();
  const browse = useBrowseAll(option, state);
  const recent = useOptionChoices(option, state).recent;
  const [open, setOpen] = useState(true);
  const id = useId();
  const title = option.header.title;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // unmounted once its closing transition has run and focus went back
    if (!next) setTimeout(onClosed, 200);
  };
  const choose = browse.setPending;
  const save = () => (browse.save(), onOpenChange(false));
  const grid = (
    <>
      <BrowseToolbar browse={browse} />
      {recent.length > 0 && (
        <ChoiceList
          option={option}
          layout="swatch"
          label={productMessage('recentlyViewed', 'Recently Viewed')}
          nameSuffix="-browse-recent"
          preview={false}
          checked={browse.pending?.code}
          onChoose={choose}
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
                  choices: recent,
                  groupType: 'recent',
                  label: productMessage('recentlyViewed', 'Recently Viewed'),
                },
              ],
            },
          ]}
        />
      )}
      <ChoiceList
        option={option}
        layout="swatch"
        label={title}
        nameSuffix="-browse"
        preview={false}
        pricesShown
        checked={browse.pending?.code}
        onChoose={choose}
        sections={groupSections(browse.groups, state.brand, option)}
      />
    </>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={formatMessage(productMessage('browseAll', 'Browse All {option}s'), { option: title })}
      size="large"
      fullScreenOnMobile
      className="hearth-browse"
      footer={<BrowseFooter browse={browse} title={title} pendingId={`${id}-pending`} onSave={save} />}
    >
      {browse.panel === 'filters' ? (
        <BrowseFilters browse={browse} />
      ) : browse.panel === 'details' && browse.pending ? (
        <BrowseDetails pending={browse.pending} priceText={state.priceOf(option, browse.pending)} />
      ) : (
        grid
      )}
    </Dialog>
  );
}
