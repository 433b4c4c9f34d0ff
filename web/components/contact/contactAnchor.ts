/**
 * The contact page's form section: where the page opens when the server answers a posted form
 * (scripts off, or sent before hydration), so its messages or its thank-you panel are in view.
 */
export const CONTACT_FORM_ANCHOR = 'message-form';
