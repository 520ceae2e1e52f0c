// The Staff screen's words (docs/product-rules.md, 'Staff at the till'). The form's validation
// messages, the roles' names and "Your role cannot do this." are the domain's (domain/staff-words.ts:
// STAFF_MESSAGES, STAFF_ROLE_LABELS), shown word for word.
import { DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS, DEFAULT_IDLE_LOCK_MINUTES, MAX_IDLE_LOCK_MINUTES, MIN_IDLE_LOCK_MINUTES, PIN_MAX_LENGTH, PIN_MIN_LENGTH, percentText } from '@shop/shared/domain';

export const STAFF_TEXT = {
  title: 'Staff',
  subtitle: 'Who works your tills, each with their own PIN.',
  add: 'Add staff',
  addFirst: 'Add your first staff member',
  addTitle: 'Add staff',
  editTitle: 'Edit staff member',
  formDescription: 'They unlock the till with their PIN; their role decides what they may do.',
  listLabel: 'Staff members',
  count: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'staff member' : 'staff members'}`,
  emptyTitle: 'No staff yet',
  emptyDescription:
    'Add the people who work your till: each sells with their own PIN, so they never need your login, and what they may do follows their role (manager or cashier).',
  loadFailed: 'Failed to load your staff.',

  name: 'Name',
  role: 'Role',
  chooseRole: 'Choose a role',
  pin: 'PIN',
  showPin: 'Show PIN',
  pinHintNew: `${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH} digits, typed on the till's PIN pad. Not 1234 or 1111.`,
  pinHintKeep: `Leave empty to keep the current PIN. A new one is ${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH} digits.`,
  invitationEmail: 'Invitation e-mail',
  invitationEmailHint:
    'Shops on Firebase: they sign up with this address, choosing "Join a shop as staff", then log in to work in your shop with their role\'s limits. Not needed for the PIN.',
  saveFailed: 'Failed to save the staff member. Please try again.',

  active: 'Active',
  turnedOff: 'Turned off',
  added: (date: string) => `Added ${date}`,
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  turnOff: 'Turn off',
  turnOn: 'Turn on',
  turnOffLabel: (name: string) => `Turn off ${name}`,
  turnOnLabel: (name: string) => `Turn on ${name}`,
  turnOffMessage: (name: string) => `${name} will be turned off: the till refuses everything they try until you turn them on again.`,
  turnOnMessage: (name: string) => `${name} will be turned on: they can unlock the till with their PIN again.`,
  turnFailed: 'Failed to change the staff member. Please try again.',

  ownTitle: 'Your PIN',
  ownSet: 'Your PIN is set: you can unlock a locked till with it.',
  ownNotSet: 'Not set yet. Set one to unlock the till after a cashier has used it, without your password.',
  ownSetButton: 'Set your PIN',
  ownChangeButton: 'Change your PIN',
  ownFormTitle: 'Your PIN',
  ownFormDescription: 'The PIN you unlock a locked till with. It is yours: the owner can do everything.',

  saved: (name: string) => `Saved ${name}.`,
  ownSaved: 'Saved your PIN.',
  turnedOffNotice: (name: string) => `Turned off ${name}.`,
  turnedOnNotice: (name: string) => `Turned on ${name}.`,
} as const;

/**
 * The Till settings panel on Staff (domain/till-settings.ts; docs/product-rules.md, 'Staff at the
 * till'). Its fields' validation messages are the domain's (STAFF_MESSAGES), shown word for word.
 */
export const TILL_SETTINGS_TEXT = {
  title: 'Till settings',
  description: 'How the till treats your staff. Only you, the owner, can change these.',
  discountLimit: 'Cashier discount limit',
  discountLimitUnit: '%',
  discountLimitHint: `A cashier's discount above this share of the sale needs a manager's PIN. From 0 to 100; ${percentText(DEFAULT_CASHIER_DISCOUNT_LIMIT_HUNDREDTHS)} until you change it.`,
  idleLock: 'Idle lock',
  idleLockUnit: 'minutes',
  idleLockHint: `Once you have staff, a till left untouched this long locks to the PIN pad. From ${MIN_IDLE_LOCK_MINUTES} to ${MAX_IDLE_LOCK_MINUTES} minutes; ${DEFAULT_IDLE_LOCK_MINUTES} until you change it.`,
  countMobileMoney: 'Count mobile money when closing a shift',
  countMobileMoneyHint: 'Closing a shift then asks for the mobile money received as well as the cash, and the cash-up compares both.',
  save: 'Save',
  saved: 'Saved the till settings.',
  saveFailed: 'Failed to save the till settings. What you typed is kept: please try again.',
  loadFailed: 'Failed to load the till settings.',
} as const;
