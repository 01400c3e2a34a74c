import { clsx } from 'clsx';
import { useId } from 'react';
import { listsMessage } from '../wording';
import { FavoritesPopup } from './lazy-popups';
import { useFavorites, type UseFavoritesOptions } from './use-favorites';

/** Props of {@link Favorites}. */
export interface FavoritesProps extends UseFavoritesOptions {
  /** Extra class on the wrapper. @default undefined */
  className?: string | undefined;
}

/** The heart: an outline before the item is saved, solid once it is [ref: favorites#rules]. */
function Heart({ solid }: { solid: boolean }) {
  return (
    <svg
      className="hearth-favorites__heart"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 5 6.6 5c2 0 3.4 1.1 4.2 2.4h2.4C14 6.1 15.4 5 17.4 5c3.2 0 5.1 3.2 3.9 6.3-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={solid ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Favorites [ref: favorites]: the heart button, saved (solid) once the item is in a list, and the
 * 'Add This Item to a List' / 'Item Added to Your List' modals, loaded on first use.
 */
export function Favorites({ className, ...options }: FavoritesProps) {
  const state = useFavorites(options);
  const errorId = useId();
  const { popup } = state;
  return (
    <div className={clsx('hearth-favorites', className)} data-saved={state.saved || undefined}>
      <button
        {...state.buttonProps}
        className="hearth-favorites__button"
        aria-describedby={state.grouperError ? errorId : undefined}
      >
        <Heart solid={state.saved} />
        <span className="hearth-favorites__label">
          {state.saved
            ? listsMessage('savedToFavorites', 'Saved to Favorites')
            : listsMessage('addToFavorites', 'Add to Favorites')}
        </span>
      </button>
      {state.grouperError && (
        <p id={errorId} role="alert" className="hearth-favorites__error hearth-field__error">
          {state.grouperError}
        </p>
      )}
      {popup && (
        <FavoritesPopup.Component
          key={popup.key}
          open={popup.open}
          onOpenChange={state.onOpenChange}
          step={popup.step}
          data={popup.data}
          listName={popup.listName}
          item={state.item}
          signInHref={state.signInHref}
          onAdded={state.onAdded}
          client={state.client}
          env={state.env}
          site={state.site}
          returnFocus={state.returnFocus}
        />
      )}
    </div>
  );
}
