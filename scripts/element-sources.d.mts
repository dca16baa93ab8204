/** Every `--question-set-*` custom property with its default (and the dark scheme's, where it differs). */
export function cssProperties(source?: string): Map<string, { default: string; dark?: string }>;
/** Every `part` name the templates write. */
export function cssParts(): Set<string>;
/** Each event's name → its class, its detail interface and the detail's fields written out. */
export function eventDetails(
  source?: string,
): Map<string, { event: string; detail: string; shape: string | undefined }>;
