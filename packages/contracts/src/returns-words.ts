// Returns (issue 45): the rules the API enforces and the words the policy page and the
// order page show, in one place. Plain data, no zod (decision 025): the schemas are in
// returns.ts and use these.

/**
 * Days after delivery a shopper may ask to return a part (the policy page's "7-day
 * returns"). The API reads the owner's RETURN_WINDOW_DAYS and uses this when unset.
 */
export const RETURN_WINDOW_DAYS_DEFAULT = 7;

/** Why a shopper returns a part, as stored and as the shopper reads it. */
export const RETURN_REASONS = ["dead_on_arrival", "wrong_item", "not_as_described", "no_longer_needed"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  dead_on_arrival: "It does not work (dead on arrival)",
  wrong_item: "I received the wrong item",
  not_as_described: "It is not as described",
  no_longer_needed: "I no longer need it",
};

/**
 * What each reason asks of the shopper, shown under it in the return form and on the
 * policy page. `photos`: whether the form asks for photos of the problem (the API takes
 * them with any reason, up to RETURN_PHOTOS_MAX). `condition`: how the part must come back.
 */
export const RETURN_REASON_RULES: Record<ReturnReason, { photos: boolean; condition: string }> = {
  dead_on_arrival: {
    photos: true,
    condition: "Send photos of the part and of how it is connected. We test it; a faulty part is replaced or refunded, and we pay the return courier.",
  },
  wrong_item: { photos: true, condition: "Send a photo of what you received and its label. We pay the return courier." },
  not_as_described: {
    photos: true,
    condition: "Send photos showing how it differs from the product page. We pay the return courier if the page was wrong.",
  },
  no_longer_needed: {
    photos: false,
    condition:
      "Only unused, unopened parts in their original packaging, never soldered, cut or modified, and not consumables or items cut to length. You pay the return courier.",
  },
};

/** A return may carry up to this many photos of the problem (JPEG, PNG or WebP). */
export const RETURN_PHOTOS_MAX = 3;
/**
 * One photo's upload at most: the shop's forwarder passes at most 1 MB (API_BODY_LIMIT_BYTES),
 * and the order page shrinks a phone's photo to 1600 px before sending it.
 */
export const RETURN_PHOTO_MAX_BYTES = 1024 * 1024;
export const RETURN_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/**
 * requested → approved | refused; approved → received (the parts are back) → closed;
 * an approved return whose parts never come back may be closed too.
 */
export const RETURN_STATUSES = ["requested", "approved", "refused", "received", "closed"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Return requested",
  approved: "Return approved",
  refused: "Return refused",
  received: "Parts received",
  closed: "Closed",
};
/** What each status means for the shopper, shown beside it on the order page. */
export const RETURN_STATUS_HINTS: Record<ReturnStatus, string> = {
  requested: "We have your request and will reply soon.",
  approved: "The shop approved your return. Please send the parts back as the shop tells you.",
  refused: "The shop could not accept this return.",
  received: "The shop has received the parts.",
  closed: "This return is complete.",
};

/** What the shop does once a return is approved: money back, or the same part again. */
export const RETURN_RESOLUTIONS = ["refund", "replacement"] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];
export const RETURN_RESOLUTION_LABELS: Record<ReturnResolution, string> = {
  refund: "Refund",
  replacement: "Replacement",
};

/** How a returned part is found on receipt: back on sale, or counted as faulty (never sold). */
export const RETURN_CONDITIONS = ["sellable", "faulty"] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];
export const RETURN_CONDITION_LABELS: Record<ReturnCondition, string> = {
  sellable: "Sellable: back in stock",
  faulty: "Faulty: not for sale",
};

/** Staff actions on a return and the statuses each starts from. */
export const RETURN_ACTIONS = ["approve", "refuse", "receive", "close"] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];
export const RETURN_ACTION_FROM: Record<ReturnAction, readonly ReturnStatus[]> = {
  approve: ["requested"],
  refuse: ["requested"],
  receive: ["approved"],
  close: ["approved", "received"],
};
const RETURN_ACTION_PAST: Record<ReturnAction, string> = { approve: "approved", refuse: "refused", receive: "received", close: "closed" };

export const RETURN_NOTE_MAX = 500;
export const RETURN_MESSAGE_MAX = 500;
/** At most this many lines in one request (an order has few). */
export const RETURN_LINES_MAX = 50;

export const RETURN_MESSAGES = {
  notDelivered: "Only a delivered order can be returned",
  windowClosed: (days: number) => `Returns are accepted within ${days} days of delivery. This order's return period has ended`,
  reasonRequired: "Please choose a reason for the return",
  linesRequired: "Choose at least one item to return",
  lineUnknown: "This item is not part of the order",
  lineTwice: "Each item can be listed once",
  quantityAbove: (name: string, left: number) => (left === 0 ? `${name} has already been returned in full` : `You can return at most ${left} of ${name}`),
  noteMax: `Note must be at most ${RETURN_NOTE_MAX} characters`,
  refuseMessageRequired: "Tell the customer why the return is refused",
  resolutionRequired: "Choose refund or replacement",
  conditionRequired: "Say for each returned item whether it is sellable or faulty",
  returnNotFound: "Return not found",
  photosMax: `A return can have at most ${RETURN_PHOTOS_MAX} photos`,
  photosClosed: "Photos can be added only while the return waits for the shop's reply",
  photoNotFound: "Photo not found",
  transitionRefused: (from: ReturnStatus, action: ReturnAction) => `A return that is ${from} cannot be ${RETURN_ACTION_PAST[action]}`,
} as const;
