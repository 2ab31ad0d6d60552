// The public API of @amora/ui. Internal parts (components/private) are not exported.

// Client-side routing for every Link of the library (the app passes its router's navigate), and
// the locale of react-aria's own texts (e.g. "Remove" on a tag), which should match the IntlProvider.
export { I18nProvider, RouterProvider } from 'react-aria-components';
export { AccountMenu, type AccountMenuProps } from './components/AccountMenu/AccountMenu';
export { AppShell, type AppShellProps, type NavItem } from './components/AppShell/AppShell';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout/AuthLayout';
export { Avatar, type AvatarProps, avatarSizes } from './components/Avatar/Avatar';
export { placeholderImage } from './components/Avatar/placeholder';
export { AwardSeal, type AwardSealProps } from './components/AwardSeal/AwardSeal';
export { Badge, type BadgeProps, badgeTones } from './components/Badge/Badge';
export { BarChart, type BarChartPoint, type BarChartProps } from './components/BarChart/BarChart';
export {
  BirthdateField,
  type BirthdateFieldProps,
} from './components/BirthdateField/BirthdateField';
export { Box, type BoxProps } from './components/Box/Box';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  buttonSizes,
  buttonVariants,
} from './components/Button/Button';
export { CallToAction, type CallToActionProps } from './components/CallToAction/CallToAction';
export { Card, type CardProps, cardPaddings } from './components/Card/Card';
export {
  ChatBubble,
  type ChatBubbleProps,
  type ChatMessageStatus,
  type ChatMessageType,
  chatMessageStatuses,
  chatMessageTypes,
} from './components/ChatBubble/ChatBubble';
export { ChatComposer, type ChatComposerProps } from './components/ChatComposer/ChatComposer';
export { ChatHeader, type ChatHeaderProps } from './components/ChatHeader/ChatHeader';
export { ChatLayout, type ChatLayoutProps } from './components/ChatLayout/ChatLayout';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
} from './components/Checkbox/Checkbox';
export {
  CoinBadge,
  type CoinBadgeProps,
  coinBadgeVariants,
} from './components/CoinBadge/CoinBadge';
export { CoinIcon } from './components/CoinIcon/CoinIcon';
export {
  ComboBox,
  type ComboBoxOption,
  type ComboBoxProps,
} from './components/ComboBox/ComboBox';
export {
  ConnectionBanner,
  type ConnectionBannerProps,
  type ConnectionState,
  connectionStates,
} from './components/ConnectionBanner/ConnectionBanner';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  dataTableAligns,
  type Selection,
  type SortDescriptor,
} from './components/DataTable/DataTable';
export { Dialog, type DialogProps, DialogTrigger } from './components/Dialog/Dialog';
export {
  type DialogFilter,
  DialogFilters,
  type DialogFiltersProps,
  dialogFilters,
} from './components/DialogFilters/DialogFilters';
export {
  type DialogLastMessage,
  DialogListItem,
  type DialogListItemProps,
  formatDialogTime,
} from './components/DialogListItem/DialogListItem';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export {
  EventBanner,
  type EventBannerProps,
  type EventDay,
  eventBannerVariants,
} from './components/EventBanner/EventBanner';
export {
  type Feature,
  FeatureGrid,
  type FeatureGridProps,
} from './components/FeatureGrid/FeatureGrid';
export {
  Footer,
  type FooterLink,
  type FooterProps,
  footerCities,
} from './components/Footer/Footer';
export {
  GiftPicker,
  type GiftPickerItem,
  type GiftPickerProps,
} from './components/GiftPicker/GiftPicker';
export { Heading, type HeadingProps } from './components/Heading/Heading';
export { Hero, type HeroProps, type HeroStat } from './components/Hero/Hero';
export {
  IconButton,
  type IconButtonProps,
  iconButtonSizes,
  iconButtonVariants,
} from './components/IconButton/IconButton';
export { cropImage } from './components/ImageCropper/cropImage';
export {
  type CropArea,
  ImageCropper,
  type ImageCropperProps,
  type ImageSize,
  imageCropperShapes,
} from './components/ImageCropper/ImageCropper';
export {
  PictureChooser,
  type PictureChooserProps,
  pictureFileProblem,
} from './components/ImageCropper/PictureChooser';
export { Inline, type InlineProps } from './components/Inline/Inline';
export {
  LanguagePicker,
  type LanguagePickerProps,
  languagePickerVariants,
} from './components/LanguagePicker/LanguagePicker';
export {
  LikeVisitorItem,
  type LikeVisitorItemProps,
  likeVisitorKinds,
} from './components/LikeVisitorItem/LikeVisitorItem';
export { Link, type LinkProps, linkSizes, linkTones, linkVariants } from './components/Link/Link';
export { Logo, type LogoProps, logoSizes, logoTones } from './components/Logo/Logo';
export { MatchDialog, type MatchDialogProps } from './components/MatchDialog/MatchDialog';
export {
  MatchTeaser,
  type MatchTeaserProps,
  type TeaserMember,
} from './components/MatchTeaser/MatchTeaser';
export {
  ActionMenu,
  type ActionMenuProps,
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSeparator,
  MenuTrigger,
} from './components/Menu/Menu';
export {
  MobileRegisterLayout,
  type MobileRegisterLayoutProps,
  mobileRegisterFadeInDelay,
} from './components/MobileRegisterLayout/MobileRegisterLayout';
export { NewsItem, type NewsItemProps } from './components/NewsItem/NewsItem';
export { NewsList, type NewsListProps } from './components/NewsItem/NewsList';
export { Notice, type NoticeProps, noticeTones } from './components/Notice/Notice';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader';
export { Pagination, type PaginationProps, pageCount } from './components/Pagination/Pagination';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export {
  type PaymentMethod,
  PaymentMethodList,
  type PaymentMethodListProps,
  PaymentMethodTile,
  type PaymentMethodTileProps,
  paymentMethods,
} from './components/PaymentMethodTile/PaymentMethodTile';
export {
  type GalleryPicture,
  PhotoGallery,
  type PhotoGalleryProps,
  pictureStatuses,
} from './components/PhotoGallery/PhotoGallery';
export { Popover, type PopoverProps, PopoverTrigger } from './components/Popover/Popover';
export {
  PremiumBenefits,
  type PremiumBenefitsProps,
  type PremiumStatus,
  premiumStatuses,
} from './components/PremiumBenefits/PremiumBenefits';
export { PriceTag, type PriceTagProps } from './components/PriceTag/PriceTag';
export {
  ProfileHeader,
  type ProfileHeaderProps,
  profileHeaderActions,
} from './components/ProfileHeader/ProfileHeader';
export {
  ProgressBar,
  type ProgressBarProps,
  progressBarSizes,
  progressBarTones,
} from './components/ProgressBar/ProgressBar';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
  radioGroupVariants,
} from './components/RadioGroup/RadioGroup';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export {
  Segment,
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentProps,
} from './components/SegmentedControl/SegmentedControl';
export {
  Select,
  type SelectOption,
  type SelectProps,
} from './components/Select/Select';
export {
  type ShopPackageBadge,
  ShopPackageList,
  type ShopPackageListProps,
  ShopPackageTile,
  type ShopPackageTileProps,
  shopPackageBadges,
} from './components/ShopPackageTile/ShopPackageTile';
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
  skeletonShapes,
} from './components/Skeleton/Skeleton';
export { Slider, type SliderProps } from './components/Slider/Slider';
export {
  SocialButton,
  type SocialButtonProps,
  type SocialProvider,
  socialProviders,
} from './components/SocialButton/SocialButton';
export {
  FullScreenLoader,
  type FullScreenLoaderProps,
  Spinner,
  type SpinnerProps,
} from './components/Spinner/Spinner';
export { SplitView, type SplitViewProps } from './components/SplitView/SplitView';
export { Stack, type StackProps } from './components/Stack/Stack';
export { StatTile, type StatTileProps, statTileTones } from './components/StatTile/StatTile';
export {
  StoreBadges,
  type StoreBadgesProps,
  storeBadgesAligns,
} from './components/StoreBadges/StoreBadges';
export {
  SwipeCard,
  type SwipeCardProps,
  type SwipeProfile,
} from './components/SwipeDeck/SwipeCard';
export {
  SwipeDeck,
  type SwipeDeckProps,
  type SwipeItem,
  swipeThreshold,
} from './components/SwipeDeck/SwipeDeck';
export {
  type SwipePromotion,
  SwipePromotionCard,
  type SwipePromotionCardProps,
} from './components/SwipeDeck/SwipePromotionCard';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './components/Tabs/Tabs';
export { Tag, TagGroup, type TagGroupProps, type TagProps } from './components/TagGroup/TagGroup';
export { Text, type TextProps, textSizes, textTones } from './components/Text/Text';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export {
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from './components/ThemeProvider/ThemeProvider';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle/ThemeToggle';
export { type Ticket, TicketList, type TicketListProps } from './components/TicketList/TicketList';
export {
  type TicketStatus,
  TicketStatusBadge,
  type TicketStatusBadgeProps,
  ticketStatuses,
} from './components/TicketList/TicketStatusBadge';
export {
  createToastQueue,
  maxVisibleToasts,
  Toaster,
  type ToasterProps,
  type ToastKind,
  type ToastMessage,
  toast,
  toastKinds,
  toastQueue,
  toastTimeout,
} from './components/Toaster/Toaster';
export {
  TopBar,
  TopBarLink,
  type TopBarLinkProps,
  type TopBarProps,
} from './components/TopBar/TopBar';
export { AboutMe, type AboutMeProps } from './components/TraitList/AboutMe';
export {
  type Interest,
  InterestList,
  type InterestListProps,
} from './components/TraitList/InterestList';
export {
  type Trait,
  TraitList,
  type TraitListProps,
  traitListVariants,
} from './components/TraitList/TraitList';
export { type TraitKind, traitKinds } from './components/TraitList/traitIcons';
export {
  TypingIndicator,
  type TypingIndicatorProps,
} from './components/TypingIndicator/TypingIndicator';
export {
  UserGridCard,
  type UserGridCardProps,
  UserGridCardSkeleton,
} from './components/UserGridCard/UserGridCard';
export {
  WheelOfFortune,
  type WheelOfFortuneProps,
  type WheelSegment,
  wheelSegmentTones,
} from './components/WheelOfFortune/WheelOfFortune';
export { Wizard, type WizardProps } from './components/Wizard/Wizard';
export {
  defaultLocale,
  defineTexts,
  type Locale,
  localeLabels,
  locales,
  type Translations,
  toLocale,
  useUiText,
} from './i18n/texts';
