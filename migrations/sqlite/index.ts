import * as migration_20261122_122051_initial from './20261122_122051_initial';
import * as migration_20261122_122502_refresh_tokens from './20261122_122502_refresh_tokens';
import * as migration_20261122_124711_public_search from './20261122_124711_public_search';
import * as migration_20261123_123021_issue7_catalogue from './20261123_123021_issue7_catalogue';
import * as migration_20261123_140841_issue8_buying from './20261123_140841_issue8_buying';
import * as migration_20261123_150631_issue9_member_area from './20261123_150631_issue9_member_area';
import * as migration_20261125_125906_sale_claims from './20261125_125906_sale_claims';
import * as migration_20261125_142000_account_security from './20261125_142000_account_security';
import * as migration_20261125_155500_moderation from './20261125_155500_moderation';
import * as migration_20261125_165006_rate_limits from './20261125_165006_rate_limits';
import * as migration_20261125_170816_media_object_key from './20261125_170816_media_object_key';
import * as migration_20261125_193000_visible_artworks_index from './20261125_193000_visible_artworks_index';
import * as migration_20261127_130000_ids_never_reused from './20261127_130000_ids_never_reused';
import * as migration_20261127_192504_galleries_programme from './20261127_192504_galleries_programme';
import * as migration_20261127_203004_saved_carts from './20261127_203004_saved_carts';
import * as migration_20261127_225400_fee_rates from './20261127_225400_fee_rates';
import * as migration_20261127_232708_ledger from './20261127_232708_ledger';
import * as migration_20261128_022454_payouts from './20261128_022454_payouts';
import * as migration_20261128_025055_invoices from './20261128_025055_invoices';
import * as migration_20261128_061800_certificates from './20261128_061800_certificates';
import * as migration_20261128_072251_return_policy from './20261128_072251_return_policy';
import * as migration_20261128_073154_returns from './20261128_073154_returns';
import * as migration_20261128_100059_follows from './20261128_100059_follows';
import * as migration_20261128_105157_viewing_rooms from './20261128_105157_viewing_rooms';
import * as migration_20261128_135355_alerts from './20261128_135355_alerts';
import * as migration_20261128_144121_offers from './20261128_144121_offers';
import * as migration_20261128_150136_conversations from './20261128_150136_conversations';
import * as migration_20261128_221650_media_medium from './20261128_221650_media_medium';
import * as migration_20261129_223701_media_phone from './20261129_223701_media_phone';
import * as migration_20261130_035459_media_avif from './20261130_035459_media_avif';
import * as migration_20261130_045944_media_avif_thumbnail from './20261130_045944_media_avif_thumbnail';

export const migrations = [
  {
    up: migration_20261122_122051_initial.up,
    down: migration_20261122_122051_initial.down,
    name: '20261122_122051_initial',
  },
  {
    up: migration_20261122_122502_refresh_tokens.up,
    down: migration_20261122_122502_refresh_tokens.down,
    name: '20261122_122502_refresh_tokens',
  },
  {
    up: migration_20261122_124711_public_search.up,
    down: migration_20261122_124711_public_search.down,
    name: '20261122_124711_public_search',
  },
  {
    up: migration_20261123_123021_issue7_catalogue.up,
    down: migration_20261123_123021_issue7_catalogue.down,
    name: '20261123_123021_issue7_catalogue',
  },
  {
    up: migration_20261123_140841_issue8_buying.up,
    down: migration_20261123_140841_issue8_buying.down,
    name: '20261123_140841_issue8_buying',
  },
  {
    up: migration_20261123_150631_issue9_member_area.up,
    down: migration_20261123_150631_issue9_member_area.down,
    name: '20261123_150631_issue9_member_area',
  },
  {
    up: migration_20261125_125906_sale_claims.up,
    down: migration_20261125_125906_sale_claims.down,
    name: '20261125_125906_sale_claims',
  },
  {
    up: migration_20261125_142000_account_security.up,
    down: migration_20261125_142000_account_security.down,
    name: '20261125_142000_account_security',
  },
  {
    up: migration_20261125_155500_moderation.up,
    down: migration_20261125_155500_moderation.down,
    name: '20261125_155500_moderation',
  },
  {
    up: migration_20261125_165006_rate_limits.up,
    down: migration_20261125_165006_rate_limits.down,
    name: '20261125_165006_rate_limits',
  },
  {
    up: migration_20261125_170816_media_object_key.up,
    down: migration_20261125_170816_media_object_key.down,
    name: '20261125_170816_media_object_key',
  },
  {
    up: migration_20261125_193000_visible_artworks_index.up,
    down: migration_20261125_193000_visible_artworks_index.down,
    name: '20261125_193000_visible_artworks_index',
  },
  {
    up: migration_20261127_130000_ids_never_reused.up,
    down: migration_20261127_130000_ids_never_reused.down,
    name: '20261127_130000_ids_never_reused',
  },
  {
    up: migration_20261127_192504_galleries_programme.up,
    down: migration_20261127_192504_galleries_programme.down,
    name: '20261127_192504_galleries_programme',
  },
  {
    up: migration_20261127_203004_saved_carts.up,
    down: migration_20261127_203004_saved_carts.down,
    name: '20261127_203004_saved_carts',
  },
  {
    up: migration_20261127_225400_fee_rates.up,
    down: migration_20261127_225400_fee_rates.down,
    name: '20261127_225400_fee_rates',
  },
  {
    up: migration_20261127_232708_ledger.up,
    down: migration_20261127_232708_ledger.down,
    name: '20261127_232708_ledger',
  },
  {
    up: migration_20261128_022454_payouts.up,
    down: migration_20261128_022454_payouts.down,
    name: '20261128_022454_payouts',
  },
  {
    up: migration_20261128_025055_invoices.up,
    down: migration_20261128_025055_invoices.down,
    name: '20261128_025055_invoices',
  },
  {
    up: migration_20261128_061800_certificates.up,
    down: migration_20261128_061800_certificates.down,
    name: '20261128_061800_certificates',
  },
  {
    up: migration_20261128_072251_return_policy.up,
    down: migration_20261128_072251_return_policy.down,
    name: '20261128_072251_return_policy',
  },
  {
    up: migration_20261128_073154_returns.up,
    down: migration_20261128_073154_returns.down,
    name: '20261128_073154_returns',
  },
  {
    up: migration_20261128_100059_follows.up,
    down: migration_20261128_100059_follows.down,
    name: '20261128_100059_follows',
  },
  {
    up: migration_20261128_105157_viewing_rooms.up,
    down: migration_20261128_105157_viewing_rooms.down,
    name: '20261128_105157_viewing_rooms',
  },
  {
    up: migration_20261128_135355_alerts.up,
    down: migration_20261128_135355_alerts.down,
    name: '20261128_135355_alerts',
  },
  {
    up: migration_20261128_144121_offers.up,
    down: migration_20261128_144121_offers.down,
    name: '20261128_144121_offers',
  },
  {
    up: migration_20261128_150136_conversations.up,
    down: migration_20261128_150136_conversations.down,
    name: '20261128_150136_conversations',
  },
  {
    up: migration_20261128_221650_media_medium.up,
    down: migration_20261128_221650_media_medium.down,
    name: '20261128_221650_media_medium',
  },
  {
    up: migration_20261129_223701_media_phone.up,
    down: migration_20261129_223701_media_phone.down,
    name: '20261129_223701_media_phone',
  },
  {
    up: migration_20261130_035459_media_avif.up,
    down: migration_20261130_035459_media_avif.down,
    name: '20261130_035459_media_avif',
  },
  {
    up: migration_20261130_045944_media_avif_thumbnail.up,
    down: migration_20261130_045944_media_avif_thumbnail.down,
    name: '20261130_045944_media_avif_thumbnail'
  },
];
