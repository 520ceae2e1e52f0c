// The design system's public entry, @shop/shared/ui.
export { ThemeRoot, THEME_CLASS, useTheme } from './theme-root';
export type { ThemeName, ThemeRootProps } from './theme-root';
export { Icon, drawnIcon, AlertIcon, ChevronDownIcon, CloseIcon, InboxIcon } from './icons';
export type { IconProps } from './icons';
export { downloadCsv, downloadFile } from './download';
export { DEVICE_TIME_ZONE } from './device-time-zone';
export { beep, NEW_ORDER_SOUND_KEY, readSoundOn, writeSoundOn } from './new-order-sound';
export { Button } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Field } from './field';
export type { FieldInputProps, FieldInputType, FieldProps, FieldTextareaProps } from './field';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select';
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { FormModal } from './form-modal';
export { PinPad, PIN_PAD_TEXT } from './pin-pad';
export type { PinPadPerson, PinPadProps } from './pin-pad';
export { TillUnlockPad, TILL_UNLOCK_TEXT } from './till-unlock-pad';
export type { TillUnlockPadProps } from './till-unlock-pad';
export { ManagerPinDialog, MANAGER_PIN_TEXT } from './manager-pin-dialog';
export type { ManagerPinDialogProps } from './manager-pin-dialog';
export { APPROVAL_CHECK_FAILED, approversFor, useApprovalQuestion } from './use-approval-question';
export type { ApprovalQuestion, ApprovalQuestionOptions, ApproveAction } from './use-approval-question';
export type { FormModalProps } from './form-modal';
export { Money } from './money';
export type { MoneyProps } from './money';
export { DataTable } from './data-table';
export type { DataTableColumn, DataTableProps } from './data-table';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { SignedOutNotice } from './signed-out-notice';
export type { SignedOutNoticeProps } from './signed-out-notice';
export { ListStates } from './list-states';
export type { ListLiveState, ListStatesProps } from './list-states';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { ErrorBanner } from './error-banner';
export { RefusedWrites, WaitingToSync } from './sync-notices';
export type { RefusedWritesProps } from './sync-notices';
export type { ErrorBannerProps } from './error-banner';
export { PLAN_LINK_TEXT, PLAN_SETTINGS_HREF, PlanBannerView, ViewOnlyNote } from './plan-notices';
export { usePlanStandingOf } from './use-plan-standing';
export type { PlanBannerViewProps, ViewOnlyNoteProps } from './plan-notices';
export { Card } from './card';
export type { CardProps } from './card';
export { SegmentedControl } from './segmented-control';
export type { SegmentedControlProps, SegmentedOption } from './segmented-control';
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';
export { ResultCount, SearchField } from './list-search';
export type { ResultCountProps, SearchFieldProps } from './list-search';
export { VirtualList } from './virtual-list';
export type { VirtualListProps } from './virtual-list';
export { useListScreen } from './use-list-screen';
export type { ListEditor, ListScreen, ListScreenOptions } from './use-list-screen';
export {
  CopyReceiptButton,
  PrintReceiptButton,
  Receipt,
  RECEIPT_COPIED_TEXT,
  RECEIPT_COPY_FAILED_TEXT,
  ReceiptCopyFailed,
  useCopyReceipt,
} from './receipt';
export type {
  CopyReceiptButtonProps,
  CopyReceiptOptions,
  PrintReceiptButtonProps,
  ReceiptCopy,
  ReceiptCopyStatus,
  ReceiptProps,
} from './receipt';
export { printReceipt } from './print-receipt';
export { ShareReceipt } from './share-receipt';
export type { ShareReceiptProps, ShareRecipient, WebShare } from './share-receipt';
export { PaymentParts } from './payment-parts';
export type { PaymentPartsProps } from './payment-parts';
export { surfaceClass, surfaceHeaderClass } from './surface';
export { panelClasses } from './panel';
