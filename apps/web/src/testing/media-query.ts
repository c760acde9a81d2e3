/**
 * jsdom has no media queries; Mantine's hooks and the reduced-motion check need one
 * that answers `matches` and accepts change listeners.
 */
export function fakeMatchMedia(matches: (query: string) => boolean) {
  return (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList;
    Object.defineProperties(list, {
      matches: { value: matches(query) },
      media: { value: query },
      onchange: { value: null, writable: true },
    });
    return list;
  };
}
