// The sign-up's words for someone joining a shop as staff with an account of their own (shops on
// Firebase only: SignUpInput.joining; docs/firebase.md, 'Staff accounts'). The owner gives their
// address as the staff member's "Invitation e-mail"; at their first log-in they are shown that shop
// and choose Join or Decline (shell/src/frame/join-shop.tsx).
// The words of starting a shop stay where the views write them.

export const SIGNUP_JOINING_TEXT = {
  /** The choice at the top of the sign-up form. */
  choiceLegend: 'Are you starting a shop or joining one?',
  startShop: 'Start a new shop',
  joinShop: 'Join a shop as staff',
  /** The modal's description while joining, instead of the free trial's. */
  description: 'Join the shop that invited your email address.',
  /** Under Email while joining. */
  emailHint: "The address the shop's owner invited. When you log in, you see which shop invited you and choose whether to join it.",
  /** After the sign-up, before the e-mail address: "… invited ama@example.com." */
  signedUp: "Check your email to verify your address, then log in: you'll join the shop that invited",
} as const;
