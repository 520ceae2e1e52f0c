// The Join step's words (join-shop.tsx).
/**
 * The choice an invited person makes at their first log-in, before they work anywhere (the frame's
 * Join step; docs/firebase.md, 'Staff accounts'): anyone may invite any address, so only the person
 * can tell the shop they expected from another.
 */
export const JOIN_SHOP_TEXT = {
  heading: (shopName: string): string => `Join ${shopName.trim() || 'this shop'}?`,
  invitedBy: (shopName: string, ownerEmail: string): string =>
    `${shopName.trim() || 'A shop'} invited your email address to work there as staff. The owner's email: ${ownerEmail || 'not given'}.`,
  check: 'Join only if this is the shop you expected. If it is not, decline: the shop you work for can then invite you.',
  lapses: (date: string): string => `The invitation lapses on ${date}.`,
  lapsed: (date: string): string => `This invitation lapsed on ${date}. Ask the shop's owner to invite you again, or decline it.`,
  join: 'Join',
  decline: 'Decline',
  logOut: 'Log out',
  uncheckedHeading: 'Checking your invitation',
  unchecked: 'We could not check whether a shop invited you. Check your connection, then try again.',
  tryAgain: 'Try again',
  failed: 'That did not work. Check your connection, then try again.',
} as const;
