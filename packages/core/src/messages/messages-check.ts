import { isNearMiss, nearest } from '../util/nearest';
import type { MessageText } from './message-types';

const BRANDS_AND_SITES = ['main', 'cb2', 'kids', 'US', 'CA'];
// What was already reported: one console line each per page.
const warned = new Set<string>();

/**
 * Reports, once each, wording given for what does not exist: a message key a section does not
 * have (naming the nearest key of the section), a value of the wrong kind (a list for a text),
 * a `section@suffix` whose suffix is no brand or site, and a section name that is a slip for a
 * section on the page. A section not on the page is not judged (its island may not be here).
 * Loaded only when the page gives wording.
 */
export function checkMessages(
  messages: Readonly<Record<string, unknown>>,
  sections: Readonly<Record<string, readonly [defaults: Readonly<Record<string, MessageText>>, ...unknown[]]>>,
): void {
  for (const [name, given] of Object.entries(messages)) {
    const [section = '', suffix] = name.split('@');
    if (suffix !== undefined && !BRANDS_AND_SITES.includes(suffix))
      warn(name, `"${name}": "${suffix}" is no brand or site (${BRANDS_AND_SITES.join(', ')}). It is ignored.`);
    const defaults = Object.hasOwn(sections, section) ? sections[section]![0] : undefined;
    if (!defaults) {
      const near = nearest(section, Object.keys(sections), 2);
      if (near && isNearMiss(section, near.distance))
        warn(name, `"${section}" is no section of wording; the nearest is "${near.name}". It is ignored.`);
      continue;
    }
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      warn(name, `"${name}" must be an object of messages. It is ignored.`);
      continue;
    }
    for (const [key, value] of Object.entries(given)) {
      if (!Object.hasOwn(defaults, key)) {
        const near = nearest(key, Object.keys(defaults));
        warn(
          `${name}.${key}`,
          `${name}.${key} is no message of "${section}"; the nearest is "${near?.name}". It is ignored.`,
        );
      } else if (
        Array.isArray(defaults[key])
          ? !Array.isArray(value) || value.some((text) => typeof text !== 'string')
          : typeof value !== 'string'
      )
        warn(
          `${name}.${key}`,
          `${name}.${key} must be ${Array.isArray(defaults[key]) ? 'a list of texts' : 'a text'}. It is ignored.`,
        );
    }
  }
}

function warn(key: string, line: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`hearth: messages ${line}`);
}

/** Forgets the warnings given (tests). */
export function resetMessagesCheck(): void {
  warned.clear();
}
