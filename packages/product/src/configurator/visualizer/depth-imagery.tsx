import { formatMessage } from '@hearth/core';
import { Carousel } from '@hearth/ui';
import { choiceImage, price } from '../data/choice-urls';
import { DEPTH_IMAGERY_PER_VIEW, depthImagery } from '../drawers/choices-logic';
import { useConfiguratorContext } from '../configurator-context';
import { productMessage } from '../../wording';
import type { Choice, Option } from '../data/schema';

/** Props of {@link DepthImagery}. */
export interface DepthImageryProps {
  option: Option;
  /** The option's choices, in order. */
  choices: readonly Choice[];
}

/**
 * The depth imagery carousel [ref: configurator#limits]: a depth option's choices as pictures, 3 in view at 1201 px
 * and above, 2 below (the server renders 2, so hydration matches), each with its title, text and
 * price. The choosing stays with the option's list; this shows what each depth looks like.
 * Nothing when no choice has a picture.
 */
export function DepthImagery({ option, choices }: DepthImageryProps) {
  const { site } = useConfiguratorContext();
  const items = depthImagery(option, choices, choiceImage);
  if (items.length === 0) return null;
  return (
    <Carousel
      className="hearth-depth-imagery"
      aria-label={formatMessage(productMessage('optionImages', '{option} images'), { option: option.header.title })}
      items={items}
      itemKey={(choice) => choice.code}
      perView={DEPTH_IMAGERY_PER_VIEW}
      previousLabel={productMessage('previousImages', 'Previous images')}
      nextLabel={productMessage('nextImages', 'Next images')}
      renderItem={(choice) => (
        <figure className="hearth-depth-imagery__item">
          <img src={choiceImage(choice)} alt="" width={240} height={160} loading="lazy" />
          <figcaption>
            <span className="hearth-depth-imagery__title">{choice.title}</span> {choice.text}
            {choice.subtitle && <span className="hearth-depth-imagery__price"> {price(choice.subtitle, site)}</span>}
          </figcaption>
        </figure>
      )}
    />
  );
}
