/** Every IANA time zone this browser knows, UTC first. */
let zones: readonly string[] | undefined;
export function timeZones(): readonly string[] {
  zones ??= [
    'UTC',
    ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
  ].filter((zone, index, all) => all.indexOf(zone) === index);
  return zones;
}

/** The time zone this browser runs in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const offsets = new Map<string, string>();
/** The zone's offset from UTC now, e.g. "UTC+05:30". */
export function utcOffset(zone: string): string {
  let offset = offsets.get(zone);
  if (offset === undefined) {
    try {
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value;
      // Zero offset comes as a bare "GMT" in some browsers.
      offset = !name ? '' : name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
    } catch {
      offset = '';
    }
    offsets.set(zone, offset);
  }
  return offset;
}

/** What a search for a zone matches: its name, its name with spaces, and its offset. */
export const zoneSearchText = (zone: string) =>
  `${zone} ${zone.replace(/[_/]/g, ' ')} ${utcOffset(zone)}`;
