/** sessionStorage key of the checkout in progress (this tab only; docs/decisions.md, "Checkout"). */
export const CHECKOUT_STORAGE_KEY = 'aptk_checkout';
