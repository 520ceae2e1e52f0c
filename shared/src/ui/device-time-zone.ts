// The shop's own time zone: the one its device is set to. Receipts, lists and downloaded files
// write dates in it.

function readDeviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The device's IANA time zone (e.g. `Africa/Accra`), read once; `UTC` if the browser cannot say. */
export const DEVICE_TIME_ZONE = readDeviceTimeZone();
