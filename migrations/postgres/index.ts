import * as migration_20261122_122252_initial from './20261122_122252_initial';
import * as migration_20261122_122543_refresh_tokens from './20261122_122543_refresh_tokens';
import * as migration_20261122_124732_public_search from './20261122_124732_public_search';
import * as migration_20261123_123103_issue7_catalogue from './20261123_123103_issue7_catalogue';
import * as migration_20261123_140851_issue8_buying from './20261123_140851_issue8_buying';
import * as migration_20261123_150643_issue9_member_area from './20261123_150643_issue9_member_area';
import * as migration_20261125_125915_sale_claims from './20261125_125915_sale_claims';
import * as migration_20261125_142006_account_security from './20261125_142006_account_security';
import * as migration_20261125_155522_moderation from './20261125_155522_moderation';
import * as migration_20261125_165020_rate_limits from './20261125_165020_rate_limits';
import * as migration_20261125_170828_media_object_key from './20261125_170828_media_object_key';
import * as migration_20261125_193000_visible_artworks_index from './20261125_193000_visible_artworks_index';
import * as migration_20261127_130000_ids_never_reused from './20261127_130000_ids_never_reused';
import * as migration_20261127_192513_galleries_programme from './20261127_192513_galleries_programme';
import * as migration_20261127_203019_saved_carts from './20261127_203019_saved_carts';
import * as migration_20261127_225412_fee_rates from './20261127_225412_fee_rates';
import * as migration_20261127_232733_ledger from './20261127_232733_ledger';
import * as migration_20261128_022506_payouts from './20261128_022506_payouts';
import * as migration_20261128_025117_invoices from './20261128_025117_invoices';
import * as migration_20261128_061814_certificates from './20261128_061814_certificates';
import * as migration_20261128_072312_return_policy from './20261128_072312_return_policy';
import * as migration_20261128_073203_returns from './20261128_073203_returns';
import * as migration_20261128_100135_follows from './20261128_100135_follows';
import * as migration_20261128_105207_viewing_rooms from './20261128_105207_viewing_rooms';
import * as migration_20261128_135516_alerts from './20261128_135516_alerts';
import * as migration_20261128_144135_offers from './20261128_144135_offers';
import * as migration_20261128_150147_conversations from './20261128_150147_conversations';
import * as migration_20261128_221700_media_medium from './20261128_221700_media_medium';
import * as migration_20261129_223711_media_phone from './20261129_223711_media_phone';
import * as migration_20261130_035509_media_avif from './20261130_035509_media_avif';
import * as migration_20261130_045951_media_avif_thumbnail from './20261130_045951_media_avif_thumbnail';

export const migrations = [
  {
    up: migration_20261122_122252_initial.up,
    down: migration_20261122_122252_initial.down,
    name: '20261122_122252_initial',
  },
  {
    up: migration_20261122_122543_refresh_tokens.up,
    down: migration_20261122_122543_refresh_tokens.down,
    name: '20261122_122543_refresh_tokens',
  },
  {
    up: migration_20261122_124732_public_search.up,
    down: migration_20261122_124732_public_search.down,
    name: '20261122_124732_public_search',
  },
  {
    up: migration_20261123_123103_issue7_catalogue.up,
    down: migration_20261123_123103_issue7_catalogue.down,
    name: '20261123_123103_issue7_catalogue',
  },
  {
    up: migration_20261123_140851_issue8_buying.up,
    down: migration_20261123_140851_issue8_buying.down,
    name: '20261123_140851_issue8_buying',
  },
  {
    up: migration_20261123_150643_issue9_member_area.up,
    down: migration_20261123_150643_issue9_member_area.down,
    name: '20261123_150643_issue9_member_area',
  },
  {
    up: migration_20261125_125915_sale_claims.up,
    down: migration_20261125_125915_sale_claims.down,
    name: '20261125_125915_sale_claims',
  },
  {
    up: migration_20261125_142006_account_security.up,
    down: migration_20261125_142006_account_security.down,
    name: '20261125_142006_account_security',
  },
  {
    up: migration_20261125_155522_moderation.up,
    down: migration_20261125_155522_moderation.down,
    name: '20261125_155522_moderation',
  },
  {
    up: migration_20261125_165020_rate_limits.up,
    down: migration_20261125_165020_rate_limits.down,
    name: '20261125_165020_rate_limits',
  },
  {
    up: migration_20261125_170828_media_object_key.up,
    down: migration_20261125_170828_media_object_key.down,
    name: '20261125_170828_media_object_key',
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
    up: migration_20261127_192513_galleries_programme.up,
    down: migration_20261127_192513_galleries_programme.down,
    name: '20261127_192513_galleries_programme',
  },
  {
    up: migration_20261127_203019_saved_carts.up,
    down: migration_20261127_203019_saved_carts.down,
    name: '20261127_203019_saved_carts',
  },
  {
    up: migration_20261127_225412_fee_rates.up,
    down: migration_20261127_225412_fee_rates.down,
    name: '20261127_225412_fee_rates',
  },
  {
    up: migration_20261127_232733_ledger.up,
    down: migration_20261127_232733_ledger.down,
    name: '20261127_232733_ledger',
  },
  {
    up: migration_20261128_022506_payouts.up,
    down: migration_20261128_022506_payouts.down,
    name: '20261128_022506_payouts',
  },
  {
    up: migration_20261128_025117_invoices.up,
    down: migration_20261128_025117_invoices.down,
    name: '20261128_025117_invoices',
  },
  {
    up: migration_20261128_061814_certificates.up,
    down: migration_20261128_061814_certificates.down,
    name: '20261128_061814_certificates',
  },
  {
    up: migration_20261128_072312_return_policy.up,
    down: migration_20261128_072312_return_policy.down,
    name: '20261128_072312_return_policy',
  },
  {
    up: migration_20261128_073203_returns.up,
    down: migration_20261128_073203_returns.down,
    name: '20261128_073203_returns',
  },
  {
    up: migration_20261128_100135_follows.up,
    down: migration_20261128_100135_follows.down,
    name: '20261128_100135_follows',
  },
  {
    up: migration_20261128_105207_viewing_rooms.up,
    down: migration_20261128_105207_viewing_rooms.down,
    name: '20261128_105207_viewing_rooms',
  },
  {
    up: migration_20261128_135516_alerts.up,
    down: migration_20261128_135516_alerts.down,
    name: '20261128_135516_alerts',
  },
  {
    up: migration_20261128_144135_offers.up,
    down: migration_20261128_144135_offers.down,
    name: '20261128_144135_offers',
  },
  {
    up: migration_20261128_150147_conversations.up,
    down: migration_20261128_150147_conversations.down,
    name: '20261128_150147_conversations',
  },
  {
    up: migration_20261128_221700_media_medium.up,
    down: migration_20261128_221700_media_medium.down,
    name: '20261128_221700_media_medium',
  },
  {
    up: migration_20261129_223711_media_phone.up,
    down: migration_20261129_223711_media_phone.down,
    name: '20261129_223711_media_phone',
  },
  {
    up: migration_20261130_035509_media_avif.up,
    down: migration_20261130_035509_media_avif.down,
    name: '20261130_035509_media_avif',
  },
  {
    up: migration_20261130_045951_media_avif_thumbnail.up,
    down: migration_20261130_045951_media_avif_thumbnail.down,
    name: '20261130_045951_media_avif_thumbnail'
  },
];
