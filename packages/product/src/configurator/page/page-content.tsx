import { Button } from '@hearth/ui';
import { useId, useRef, useState } from 'react';
import { price } from '../data/choice-urls';
import { useConfiguratorContext } from '../configurator-context';
import { LinePopupPart } from '../lazy-parts';
import { productMessage } from '../../wording';
import { lineMessages, personalizationFee, rewardsText, startsExpanded, visibleSubgroups } from './page-content-logic';
import type { BrowseDto } from '../data/schema';

type Subgroup = BrowseDto['productSubgroups'][number];
type LineMessage = BrowseDto['lineLevelMessages'][number];

/**
 * One line-level message [ref: configurator#data]: with a `popupName`, a link-styled button that opens its popup
 * (GET /browse/popup, loaded lazily with the sanitizer); without one, its text alone.
 */
function LineMessageItem({ message }: { message: LineMessage }) {
  // Counts the opens: a click while the last popup slides out mounts a fresh one, and the old
  // one's late `onClosed` leaves the new one alone.
  const [opened, setOpened] = useState(0);
  const opener = useRef<HTMLButtonElement>(null);
  if (message.popupName.trim() === '') return <li>{message.text}</li>;
  return (
    <li>
      <Button
        ref={opener}
        variant="link"
        aria-haspopup="dialog"
        {...LinePopupPart.preloadProps}
        onClick={() => setOpened((n) => n + 1)}
      >
        {message.text}
      </Button>
      {opened > 0 && (
        <LinePopupPart.Component
          key={opened}
          message={message}
          returnFocus={opener}
          onClosed={() => setOpened((n) => (n === opened ? 0 : n))}
        />
      )}
    </li>
  );
}

/** One section of the page model: a disclosure button and its content; subgroup 2 starts open [ref: configurator#data]. */
function SubgroupSection({ subgroup }: { subgroup: Subgroup }) {
  const [open, setOpen] = useState(() => startsExpanded(subgroup));
  const id = useId();
  return (
    <div className="hearth-page-content__subgroup">
      <h3>
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {subgroup.title}
        </button>
      </h3>
      <div id={id} hidden={!open}>
        {subgroup.content && <p>{subgroup.content}</p>}
      </div>
    </div>
  );
}

/**
 * The product page model's own content [ref: configurator#data]: the line-level messages, the rewards renewal
 * text, the in-house personalization total and fee message, and the page's sections (subgroup 2
 * expanded). Each part shows only when the page model carries it.
 */
export function PageContent() {
  const state = useConfiguratorContext();
  const dto = state.data.dto;
  if (!dto) return null;
  const messages = lineMessages(dto);
  const rewards = rewardsText(dto.rewards);
  const fee = personalizationFee(dto);
  const subgroups = visibleSubgroups(dto);
  if (messages.length === 0 && !rewards && !fee && subgroups.length === 0) return null;
  return (
    <div className="hearth-page-content">
      {messages.length > 0 && (
        <ul className="hearth-page-content__messages">
          {messages.map((m, i) => (
            <LineMessageItem key={`${m.popupName}-${i}`} message={m} />
          ))}
        </ul>
      )}
      {rewards && (
        <p className="hearth-page-content__rewards">
          {rewards.header && <strong>{rewards.header}</strong>} {rewards.message}
        </p>
      )}
      {fee && (
        <p className="hearth-page-content__fee">
          {fee.total && <span>{price(fee.total, state.site)}</span>} {fee.message}
        </p>
      )}
      {subgroups.length > 0 && (
        <section aria-label={productMessage('productDetails', 'Product Details')}>
          {subgroups.map((s) => (
            <SubgroupSection key={s.id} subgroup={s} />
          ))}
        </section>
      )}
    </div>
  );
}
