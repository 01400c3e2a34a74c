import type { VisualizerIslandProps } from '../visualizer/props-schema';
import { VisualizerIsland } from '../visualizer/visualizer-island';
import type { GalleryImage } from './schema';

/** Props of {@link WelcomeMat}: the image flagged defaultWelcomeMat and the visualizer's props. */
export interface WelcomeMatProps extends Omit<VisualizerIslandProps, 'mode'> {
  image: GalleryImage;
}

/**
 * The welcome-mat visualizer entry of the gallery [ref: gallery#screens, #data]: the image's visualizer help
 * message and the launcher, inline in the slide (its trigger hides once used).
 */
export function WelcomeMat({ image, ...visualizer }: WelcomeMatProps) {
  const help = image.additionalDetails?.visualizerMessages?.helpMessage;
  return (
    <div className="hearth-gallery-welcome">
      {help && <p className="hearth-gallery-welcome__help">{help}</p>}
      <VisualizerIsland {...visualizer} mode="inline" />
    </div>
  );
}
