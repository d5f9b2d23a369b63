/**
 * An IntersectionObserver the test drives: install it as `globalThis.IntersectionObserver`, then
 * `FakeIntersectionObserver.show([element, ratio], …)` reports visibility changes to every live
 * observer watching those elements.
 */
export class FakeIntersectionObserver {
  static readonly live = new Set<FakeIntersectionObserver>();
  readonly targets = new Set<Element>();
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: number[];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? "0px";
    this.thresholds = [options.threshold ?? 0].flat();
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static show(...changes: [Element, number][]) {
    for (const observer of FakeIntersectionObserver.live) {
      const entries = changes
        .filter(([target]) => observer.targets.has(target))
        .map(
          ([target, ratio]) =>
            ({
              target,
              intersectionRatio: ratio,
              isIntersecting: ratio > 0,
            }) as unknown as IntersectionObserverEntry,
        );
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
