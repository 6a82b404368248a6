/**
 * The one message a catalog page's own code may show before any of its features'
 * code has loaded: a feature whose code could not be loaded says it. Apart from
 * MESSAGES, whose module the browser's bundle would otherwise bring whole into every
 * page's first load (issue 15); MESSAGES.somethingWentWrong is this text.
 */
export const SOMETHING_WENT_WRONG = "Something went wrong";
