import type { MenuIconName } from '../registry/names';
import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdUnitsOutlinedIcon from '@mui/icons-material/AdUnitsOutlined';
import ApiOutlinedIcon from '@mui/icons-material/ApiOutlined';
import AddCircleOutlineOutlinedIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AltRouteOutlinedIcon from '@mui/icons-material/AltRouteOutlined';
import AnnouncementOutlinedIcon from '@mui/icons-material/AnnouncementOutlined';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BookmarkOutlinedIcon from '@mui/icons-material/BookmarkOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import DateRangeOutlinedIcon from '@mui/icons-material/DateRangeOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import FastfoodOutlinedIcon from '@mui/icons-material/FastfoodOutlined';
import FavoriteOutlinedIcon from '@mui/icons-material/FavoriteOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import ListOutlinedIcon from '@mui/icons-material/ListOutlined';
import LocalBarOutlinedIcon from '@mui/icons-material/LocalBarOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import LocationCityOutlinedIcon from '@mui/icons-material/LocationCityOutlined';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PlaylistAddOutlinedIcon from '@mui/icons-material/PlaylistAddOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import QrCodeScannerOutlinedIcon from '@mui/icons-material/QrCodeScannerOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import RamenDiningOutlinedIcon from '@mui/icons-material/RamenDiningOutlined';
import ReceiptOutlinedIcon from '@mui/icons-material/ReceiptOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import RestaurantMenuOutlinedIcon from '@mui/icons-material/RestaurantMenuOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SettingsApplicationsOutlinedIcon from '@mui/icons-material/SettingsApplicationsOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import SwapHorizOutlinedIcon from '@mui/icons-material/SwapHorizOutlined';
import SystemUpdateOutlinedIcon from '@mui/icons-material/SystemUpdateOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import TollOutlinedIcon from '@mui/icons-material/TollOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';

type IconComponent = typeof SvgIcon;

/**
 * The registry names icons (Material Symbols names such as 'receipt_long')
 * because it is pure data the server also reads; this is the one place those
 * names become components. One import per icon keeps the bundle to the icons
 * the menu uses; keyed by \`MenuIconName\`, so a registry name without its
 * component, or a component nobody names, does not compile.
 */
const icons: Record<MenuIconName, IconComponent> = {
  account_balance: AccountBalanceOutlinedIcon,
  account_balance_wallet: AccountBalanceWalletOutlinedIcon,
  ad_units: AdUnitsOutlinedIcon,
  api: ApiOutlinedIcon,
  add_circle_outline: AddCircleOutlineOutlinedIcon,
  admin_panel_settings: AdminPanelSettingsOutlinedIcon,
  alt_route: AltRouteOutlinedIcon,
  announcement: AnnouncementOutlinedIcon,
  assignment_ind: AssignmentIndOutlinedIcon,
  badge: BadgeOutlinedIcon,
  bookmark: BookmarkOutlinedIcon,
  calendar_month: CalendarMonthOutlinedIcon,
  campaign: CampaignOutlinedIcon,
  category: CategoryOutlinedIcon,
  confirmation_number: ConfirmationNumberOutlinedIcon,
  credit_card: CreditCardOutlinedIcon,
  date_range: DateRangeOutlinedIcon,
  event: EventOutlinedIcon,
  event_note: EventNoteOutlinedIcon,
  fastfood: FastfoodOutlinedIcon,
  favorite: FavoriteOutlinedIcon,
  folder: FolderOutlinedIcon,
  group: GroupOutlinedIcon,
  groups: GroupsOutlinedIcon,
  history: HistoryOutlinedIcon,
  home: HomeOutlinedIcon,
  insights: InsightsOutlinedIcon,
  key: KeyOutlinedIcon,
  link: LinkOutlinedIcon,
  list: ListOutlinedIcon,
  local_bar: LocalBarOutlinedIcon,
  local_offer: LocalOfferOutlinedIcon,
  location_city: LocationCityOutlinedIcon,
  login: LoginOutlinedIcon,
  menu_book: MenuBookOutlinedIcon,
  notifications: NotificationsOutlinedIcon,
  person: PersonOutlinedIcon,
  person_remove: PersonRemoveOutlinedIcon,
  person_search: PersonSearchOutlinedIcon,
  photo_library: PhotoLibraryOutlinedIcon,
  playlist_add: PlaylistAddOutlinedIcon,
  print: PrintOutlinedIcon,
  qr_code_scanner: QrCodeScannerOutlinedIcon,
  query_stats: QueryStatsOutlinedIcon,
  ramen_dining: RamenDiningOutlinedIcon,
  receipt: ReceiptOutlinedIcon,
  receipt_long: ReceiptLongOutlinedIcon,
  redeem: RedeemOutlinedIcon,
  request_quote: RequestQuoteOutlinedIcon,
  savings: SavingsOutlinedIcon,
  restaurant: RestaurantOutlinedIcon,
  restaurant_menu: RestaurantMenuOutlinedIcon,
  search: SearchOutlinedIcon,
  settings: SettingsOutlinedIcon,
  settings_applications: SettingsApplicationsOutlinedIcon,
  smartphone: SmartphoneOutlinedIcon,
  store: StoreOutlinedIcon,
  storefront: StorefrontOutlinedIcon,
  summarize: SummarizeOutlinedIcon,
  support_agent: SupportAgentOutlinedIcon,
  swap_horiz: SwapHorizOutlinedIcon,
  system_update: SystemUpdateOutlinedIcon,
  timeline: TimelineOutlinedIcon,
  toll: TollOutlinedIcon,
  tune: TuneOutlinedIcon,
  view_carousel: ViewCarouselOutlinedIcon,
  volunteer_activism: VolunteerActivismOutlinedIcon,
  warning: WarningAmberOutlinedIcon,
};

/** The icon component for a registry icon name. */
export function menuIcon(name: MenuIconName): IconComponent {
  return icons[name];
}
