/**
 * Every string the lists islands show. Strings the spec gives are quoted to the letter with their
 * section; the others are Hearth's wording (the spec does not show them), marked "Hearth wording"
 * and listed in the package README. Templates use `{name}` placeholders, filled by core's `formatMessage`.
 */
import { defineMessages } from '@hearth/core';

export const LISTS_MESSAGES = defineMessages('lists', {
  // ---- favorites (002 §2, §4, §6) ----

  /** 002 §2: the modal with the shopper's lists. */
  addToListTitle: 'Add This Item to a List',
  /** 002 §2: the modal after an add or a create. */
  itemAddedTitle: 'Item Added to Your List',
  /** 002 §2: the link to /Favorites/ after an item is added to a list. */
  viewNow: 'View Now',
  /** 002 §4, §6: the prompt a shopper who is not signed in sees, before its link. */
  haveAList: 'Already have a list?',
  /** 002 §4: the link of that prompt. */
  signIn: 'Sign in',
  /** Hearth wording: the heart button of an item not saved yet. */
  addToFavorites: 'Add to Favorites',
  /** Hearth wording: the heart button once the item is in a list (solid heart). */
  savedToFavorites: 'Saved to Favorites',
  /** Hearth wording: heading of the shopper's lists in the modal. */
  yourLists: 'Your Lists',
  /** Hearth wording: a list that already holds the item (002 §3 IsProductMember). */
  inThisList: 'Item is in this list',
  /** Hearth wording: the field for a new list's name. */
  newListName: 'New List Name',
  /** Hearth wording: creates the list with the item in it. */
  createList: 'Create List',
  /** Hearth wording: 002 §5 board-name error (an empty new list name; nothing is sent). */
  listNameRequired: 'Please enter a list name.',
  /** Hearth wording: what the 'Item Added to Your List' modal says. */
  itemAddedTo: '{name} was added to {list}.',
  /** Hearth wording: the list name when the answer gives none. */
  yourList: 'your list',
  /** Hearth wording: the grouper error when the page gives none (002 §5: a click with a grouper and sku 0). */
  chooseOptions: 'Please choose your options first.',

  // ---- registry (002 §2, §4, §6; 000 §2) ----

  /** 002 §2: the registry confirmation popup; Hearth wording: also the registry button. */
  addToRegistry: 'Add to Registry',
  /** 002 §2: the confirmation popup of add-all; Hearth wording: also the add-all button. */
  addAllToRegistry: 'Add all to Registry',
  /** 002 §4: the confirmation count. */
  registryAddedCount: '{n} item(s) added to your registry',
  /** 002 §4: the small confirmation shown for {@link ADDED_BADGE_MS}. */
  addedBadge: 'ADDED',
  /** 002 §2: instead of Continue Shopping when the cookie scan-mode is 'true'. */
  scanAnotherItem: 'Scan Another Item',
  /** 002 §2: the registry link (new window). */
  viewRegistry: 'View Registry',
  /** 002 §2: the registry link in registrant mode (Hearth's choice of when). */
  viewMyRegistry: 'View My Registry',
  /** 002 §2: the checklist link. */
  viewChecklist: 'View Checklist',
  /** 002 §2: an add-on's (and a recommendation's) registry button. */
  addOnToRegistry: 'Add To Registry',
  /** 002 §4: a recommendation's registry button on a listing page or on mobile. */
  addShort: 'Add',
  /** 002 §2, §4: an add-on or recommendation once added. */
  added: 'Added',
  /** 000 §2: the carousel after an item is added to a registry. */
  youMayAlsoWant: 'You May Also Want',
  /** Hearth wording: the registry chooser (002 §2 names it, not its title). */
  chooseRegistry: 'Choose a Registry',
  /** Hearth wording: a registry without a name in the answer. */
  registryFallbackName: 'Registry {id}',
  /** Hearth wording: the edit link once the item is in the registry (002 §4: it shows the quantity wanted). */
  editRegistry: 'Edit Registry ({n} Wanted)',
  /** Hearth wording: title of the terms popup of a personalized item (001 §6). */
  termsTitle: 'Personalized Item',
  /** Hearth wording: the terms of a personalized item when the page gives none. */
  termsMessage: 'Personalized items are made just for you and cannot be returned or exchanged.',
  /** Hearth wording, after 001 §9's 'Accept Terms And Add To Cart': accepts the terms. */
  acceptTerms: 'Accept Terms And Add To Registry',

  // ---- quick-ship (002 §2, §4, §8) ----

  /** 002 §2: the panel, and the button that opens it. */
  quickShipTitle: "See What's Available Soonest",
  /** Hearth wording: 002 §8 no-stock message (text not shown). */
  noStock: 'None of the ready-made versions of this item are in stock right now.',
  /** Hearth wording: the panel's answer failed (the spec shows no quick-ship error). */
  quickShipFailed: 'Availability could not be loaded. Please try again later.',
  /** Hearth wording: the skeleton's label for screen readers. */
  quickShipLoading: 'Loading availability…',

  // ---- change-ZIP (002 §2, §5, §8) ----

  /** 002 §2: the reveal toggle while closed. */
  showMore: 'Show More',
  /** 002 §2: the reveal toggle while revealed. */
  showLess: 'Show Less',
  /** Hearth wording: the panel's line with the shopper's ZIP (`{label}` is 'ZIP Code' or 'Postal Code'). */
  yourZip: 'Your {label}: {zip}',
  /** Hearth wording: the same line before a ZIP is known. */
  noZip: 'Your {label} is not set.',
  /** Hearth wording: sends the ZIP. */
  update: 'Update',
  /** Hearth wording (as the cart's): empty US field. */
  missingZip: 'Please enter a ZIP Code.',
  /** Hearth wording (as the cart's): empty Canadian field. */
  missingPostal: 'Please enter a Postal Code.',
  /** Hearth wording (as the cart's): a US ZIP that is not 5 digits, or a refusal without a message. */
  invalidZip: 'Please enter a valid ZIP Code.',
  /** Hearth wording (as the cart's): a Canadian postal code of the wrong format. */
  invalidPostal: 'Please enter a valid Postal Code.',
  /** 000 §8's ZIP failure text: the server check could not be made. */
  zipNotUpdated: 'Zip code could not be updated',
});

declare module '@hearth/core' {
  interface MessageCatalog {
    lists: typeof LISTS_MESSAGES;
  }
}
