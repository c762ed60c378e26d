/** Facts one domain announces and others react to, so domains never call into each other's tables. */
export interface DomainEventMap {
  /** A platform user was created or their name or avatar changed. */
  'user.profileChanged': { userId: number };
  /** A company was registered (its owner login and the company row are committed). */
  'company.created': { compId: number };
  /** A platform admin approved or rejected a company's verification (attestation). */
  'company.attestationReviewed': { compId: number; approved: boolean; reason: string | null };
  /** A company added a staff member (a child account) for a login. */
  'staff.joined': { compId: number; staffId: number; userId: number };
  /**
   * A module wants a Work chat group with this ID and these members (an online meeting's group,
   * docs/product/oa-conference.md): the chat creates it, or adds whoever is missing. Unlike the facts
   * above its listener fails loudly, so the asking request fails with it.
   */
  'chat.groupWanted': { groupId: string; name: string; ownerUserId: number; memberUserIds: number[] };
}

type Listener<K extends keyof DomainEventMap> = (event: DomainEventMap[K]) => Promise<void>;

/**
 * In-process events: the node that made a change also runs the reactions to it, and every reaction
 * writes to the shared database, so no other node needs to hear of it. `emit` resolves once every
 * listener is done; listeners handle (and log) their own failures, so an announcement never undoes
 * the committed change that caused it.
 */
export class DomainEvents {
  private readonly listeners = new Map<keyof DomainEventMap, Listener<keyof DomainEventMap>[]>();

  on<K extends keyof DomainEventMap>(name: K, listener: Listener<K>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<keyof DomainEventMap>);
    this.listeners.set(name, list);
  }

  async emit<K extends keyof DomainEventMap>(name: K, event: DomainEventMap[K]): Promise<void> {
    await Promise.all((this.listeners.get(name) ?? []).map((listener) => listener(event)));
  }
}
