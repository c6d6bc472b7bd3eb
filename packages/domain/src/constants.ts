/**
 * Business constants and timings of both specifications (inspection-core §9, accounts-costing §9),
 * named once so the app, the server and the tests agree. Values the spec states are quoted as is;
 * the few this file had to choose are marked "not in the spec".
 *
 * Defined elsewhere, not repeated here: DEFAULT_MAIN_COLOR and PASSCODE_LENGTH (accounts), LOCALES,
 * EDL_IO and TEMPLATES (report model), VAT_RATES and the calibration actions and types (costing),
 * PROPERTY_GENRES, HOUSING_TYPES and PROPERTY_CONDITIONS (catalogue choice lists).
 */

/** Shown on the account page (accounts-costing §2). */
export const APP_VERSION = '2.23.0';
export const DEFAULT_LOCALE = 'fr';
/** Ionic mode of the whole app. */
export const UI_THEME = 'ios';

// Lists and report limits (inspection-core §9).
export const SAVED_LIST_PAGE_SIZE = 20;
/** The saved list shows every page number plainly up to this count (see pagination.ts). */
export const PAGINATION_MAX_PLAIN_PAGES = 5;
/** The in-progress list warns when MORE than this many reports are on the device. */
export const LOCAL_REPORTS_WARNING_THRESHOLD = 10;
export const MIN_RENTERS = 1;
export const MAX_RENTERS = 5;
export const MAX_EXTRA_EMAILS = 3;
export const MAX_GARANTS = 1;

// Images.
/** Photos are resized to at most PHOTO_MAX_SIZE × PHOTO_MAX_SIZE px, JPEG quality PHOTO_QUALITY. */
export const PHOTO_MAX_SIZE = 800;
export const PHOTO_QUALITY = 0.7;
export const PHOTO_EDITOR_CANVAS_BASE = 400;
/** The photo editor's pen colours, in the spec's order (inspection-core §2 'Edition du media'). */
export const PHOTO_EDITOR_PEN_COLOURS = ['black', 'blue', 'green', 'red', 'yellow', 'white'] as const;
export type PenColour = (typeof PHOTO_EDITOR_PEN_COLOURS)[number];
/** Logos are resized to LOGO_SIZE × LOGO_SIZE px, quality LOGO_QUALITY (accounts-costing §5). */
export const LOGO_SIZE = 150;
export const LOGO_QUALITY = 0.8;

// Signature pads (inspection-core §2): width min(80 % of window, 600 px); height at most 40 % of
// the window height, 2/3 of the width, or 400 px.
export const SIGNATURE_PAD_WIDTH_RATIO = 0.8;
export const SIGNATURE_PAD_MAX_WIDTH = 600;
export const SIGNATURE_PAD_HEIGHT_RATIO = 0.4;
export const SIGNATURE_PAD_ASPECT = 2 / 3;
export const SIGNATURE_PAD_MAX_HEIGHT = 400;
export const SIGNATURE_PAD_DOT_SIZE = 0.3;

// Timings, in milliseconds.
export const LOGIN_SCREEN_DELAY_MS = 1000;
export const LOGIN_ERROR_MS = 3000;
export const PROFILE_SELECTION_AFTER_CREATION_MS = 1000;
export const UPLOAD_SPACING_MS = 1500;
/** 'Enregistré !' after a report upload. */
export const POST_SAVE_MESSAGE_MS = 1000;
/** 'Enregistré !' on the calibration and costing screens. */
export const SAVED_INDICATOR_MS = 2000;
/** The check mark after 'send by e-mail'. */
export const SENT_CHECK_MS = 5000;
export const COPY_FEEDBACK_MS = 3000;
export const SESSION_EXPIRED_RELOAD_MS = 3000;
/** Identical errors within this window are shown once; the window is checked every ..._CHECK_MS. */
export const ERROR_SUPPRESSION_MS = 2000;
export const ERROR_SUPPRESSION_CHECK_MS = 500;
export const SEARCH_DEBOUNCE_MS = 500;
export const FIELD_DEBOUNCE_MS = 100;
export const NUMBER_DEBOUNCE_MS = 200;
export const OBSERVATION_DEBOUNCE_MS = 200;
export const COMMENT_DEBOUNCE_MS = 300;
export const INVALID_REVEAL_MS = 3000;
/** Error states of buttons (signature, missing signature) reset after this delay. */
export const ERROR_BUTTON_RESET_MS = 5000;
export const REQUIRED_FIELDS_BUTTON_RESET_MS = 3000;
export const FILE_SELECTOR_FLAG_MS = 2000;
export const RECAP_SCROLL_THROTTLE_MS = 200;
export const SELF_SERVICE_RECAP_SCROLL_THROTTLE_MS = 100;
export const MODULE_HEADER_MEASURE_DELAY_MS = 3000;

// Layout.
export const POPUP_LAYOUT_OFFSET_PX = 10;
/** The navigation bar shrinks once the scroll offset EXCEEDS this value. */
export const NAV_BAR_REDUCE_SCROLL_OFFSET = 10;
/** Width (%) of the renter column of the exit info: 50 for a move-out, 100 otherwise. */
export const EXIT_INFO_RENTER_COLUMN_WIDTH = { Sortant: 50, Entrant: 100 } as const;

/** Device storage is shown in MB of 1 048 576 bytes (accounts-costing §2, §9). */
export const BYTES_PER_MB = 1048576;

// Wear (accounts-costing §5, §9): a slider from 0 to 100 in steps of 5.
export const WEAR_MIN = 0;
export const WEAR_MAX = 100;
export const WEAR_STEP = 5;
