// The optional sound of a new online order (issue #43 point 3): off by default, turned on per
// device (kept in localStorage) in Sales › Online orders, a short beep made by the Web Audio API —
// no sound file to load. The view beeps while it is open; the shell's sidebar, on the other views.

/** Where this device keeps whether the sound is on. */
export const NEW_ORDER_SOUND_KEY = 'shopdesk.onlineOrders.sound';

/** The beep: a short sine tone. */
const BEEP_HZ = 880;
const BEEP_SECONDS = 0.18;

export function readSoundOn(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(NEW_ORDER_SOUND_KEY) === 'on';
  } catch {
    // Storage refused (a private window): the sound stays off.
    return false;
  }
}

export function writeSoundOn(on: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (on) storage?.setItem(NEW_ORDER_SOUND_KEY, 'on');
    else storage?.removeItem(NEW_ORDER_SOUND_KEY);
  } catch {
    // Kept for this visit only.
  }
}

let context: AudioContext | null = null;

/** Plays the beep; does nothing where the browser has no Web Audio (or refuses it before a tap). */
export function beep(): void {
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return;
  try {
    context ??= new Context();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = BEEP_HZ;
    const start = context.currentTime;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + BEEP_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + BEEP_SECONDS);
  } catch (error) {
    console.warn('The new order sound could not play', error);
  }
}
