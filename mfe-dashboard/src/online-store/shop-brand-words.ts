// The words of the owner's Logo and colour panel (Settings › Online store): the shop's logo and
// brand colour, kept on its profile. The checks' messages are the domain's (shop-brand.ts, SHOP_BRAND_MESSAGES).
export const SHOP_BRAND_TEXT = {
  section: 'Logo and colour',
  hint: 'From your shop’s profile: shown on your store’s page and printed at the top of your receipts.',
  logo: 'Logo',
  logoHint: 'A PNG, JPEG or WebP picture; it is kept at most 256 pixels a side.',
  logoReading: 'Reading the picture…',
  logoUnreadable: 'Couldn’t read this picture: pick a PNG, JPEG or WebP file.',
  noLogo: 'No logo yet: your page shows your shop’s name alone.',
  removeLogo: 'Remove logo',
  colour: 'Brand colour',
  colourHint: 'For your page’s header and buttons, under white words: # and six digits or letters a–f, like #1F6F43. Empty: the page’s own blue.',
  colourPicker: 'Pick the brand colour',
  preview: 'Preview of your store’s header',
  previewButton: 'Place order',
  save: 'Save logo and colour',
  saved: 'Logo and colour saved.',
  saveFailed: 'Couldn’t save the logo and colour. Check your connection and try again.',
  fixFields: 'Check the fields marked below.',
} as const;
