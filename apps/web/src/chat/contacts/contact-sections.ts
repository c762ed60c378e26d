/**
 * Extra contact sections from plugins (docs/chat-ui.md: an optional customer section from a
 * customer-service plugin). Nothing is registered by default, so no such section shows.
 */
export interface ContactSectionItem {
  userID: string;
  nick: string;
  avatar: string;
}

export interface ContactSection {
  /** Unique; a second registration with the same key replaces the first. */
  key: string;
  /** Already in the user's language: the plugin owns its text. */
  title: string;
  load: () => Promise<ContactSectionItem[]>;
}

let sections: ContactSection[] = [];
const listeners = new Set<() => void>();

/** Adds a section; returns the function that removes it. */
export function registerContactSection(section: ContactSection): () => void {
  sections = [...sections.filter((s) => s.key !== section.key), section];
  for (const listener of listeners) listener();
  return () => {
    sections = sections.filter((s) => s !== section);
    for (const listener of listeners) listener();
  };
}

export const contactSections = (): readonly ContactSection[] => sections;

export function subscribeContactSections(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
