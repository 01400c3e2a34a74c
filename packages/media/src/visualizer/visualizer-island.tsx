import { checkUrl, getConfig } from '@hearth/core';
import { useMemo } from 'react';
import type { VisualizerIslandProps } from './props-schema';
import { Visualizer } from './visualizer';
import { scriptAdapter } from './visualizer-adapter';
import { VISUALIZER_NAME } from './use-visualizer';

/** The global a vendor script defines unless the page names another. */
export const DEFAULT_WIDGET_GLOBAL = 'HearthVisualizerWidget';

/**
 * The island: the vendor script address passes the URL filter for scripts (this site, or an origin
 * listed in hearth-config `scriptOrigins`); the adapter loads it on the first launch.
 */
export function VisualizerIsland({ scriptUrl, widgetGlobal = DEFAULT_WIDGET_GLOBAL, ...props }: VisualizerIslandProps) {
  // A script runs with the page's rights: this site, or an origin the page's config lists.
  const src = checkUrl(scriptUrl, {
    island: VISUALIZER_NAME,
    field: 'scriptUrl',
    sameOrigin: true,
    origins: getConfig().scriptOrigins,
    originsFrom: 'scriptOrigins',
    instead: 'the visualizer cannot be launched',
  });
  const adapter = useMemo(() => (src ? scriptAdapter(src, widgetGlobal) : undefined), [src, widgetGlobal]);
  return <Visualizer {...props} adapter={adapter} />;
}
