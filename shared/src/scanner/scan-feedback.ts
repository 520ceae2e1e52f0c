// What a counted scan sounds and feels like (issue #45): the short beep of the shop's sounds and a
// short vibration where the device has one.
import { beep } from '../ui/new-order-sound';

const VIBRATION_MS = 80;

export function scanFeedback(): void {
  beep();
  try {
    navigator.vibrate?.(VIBRATION_MS);
  } catch {
    // No vibration on this device.
  }
}
