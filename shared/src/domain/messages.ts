// Every message the specification shows to a person, word for word (sections 2, 4, 5 and 8).

export const VALIDATION_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match.',
  verifyEmailBeforeLogin: 'Please verify your email before logging in. Check your inbox.',
  imageTooLarge: 'Image file is too large. Please upload an image under 5MB.',
  notLoggedIn: 'You are not logged in.',
} as const;

/** The error catalogue of section 8. */
export const ERROR_MESSAGES = {
  productsLoadFailed: 'Failed to load products.',
  customersLoadFailed: 'Failed to load customers.',
  salesHistoryLoadFailed: 'Failed to load sales history.',
  imageUploadFailed: 'Failed to upload image.',
  productSaveFailed: 'Failed to save product. Please try again.',
  customerSaveFailed: 'Failed to save customer. Please try again.',
  businessProfileMissing: 'Error: Could not find your business profile.',
  businessLoadFailed: 'Error: Failed to load business data.',
} as const;

/** Words the screens show that the specification fixes. */
export const SCREEN_TEXT = {
  dashboardLoading: 'Loading Your Dashboard...',
  chartLoading: 'Loading chart data...',
  welcome: 'Welcome',
  confirmDelete: 'Sure?',
  confirmYes: 'Yes',
  confirmNo: 'No',
  inventoryTitle: 'Your Inventory',
  customersTitle: 'Your Customers',
  salesHistoryTitle: 'Sales History',
  posProductsPanel: 'Products',
  posCurrentSalePanel: 'Current Sale',
  copyReceipt: 'Copy Receipt',
  printReceipt: 'Print Receipt',
  newSale: 'New Sale',
  salesPerformance: 'Sales Performance',
  salesRevenueSeries: 'Sales Revenue',
  totalProducts: 'Total Products',
  totalCustomers: 'Total Customers',
} as const;

export function greeting(ownerName: string | null | undefined): string {
  const name = ownerName?.trim();
  return `Hello, ${name ? name : 'Owner'}!`;
}

export function revenueCardTitle(days: number): string {
  return `Revenue (Last ${days} days)`;
}

export function periodLabel(days: number): string {
  return `Last ${days} Days`;
}
