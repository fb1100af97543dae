/**
 * Parameter names and values of Checkout.SessionCreateParams in stripe 23.1.0 (API
 * 2026-10-28.endive). Stripe refuses any other name, so a misspelt one fails in our tests as it
 * would against Stripe. The lists are kept one-line-many to stay readable against the type.
 */
// prettier-ignore
export const SESSION_PARAMS = [
  'adaptive_pricing', 'after_expiration', 'allow_promotion_codes', 'allowed_payment_method_types',
  'automatic_tax', 'billing_address_collection', 'branding_settings', 'cancel_url',
  'client_reference_id', 'consent_collection', 'currency', 'custom_fields', 'custom_text',
  'customer', 'customer_account', 'customer_creation', 'customer_email', 'customer_update',
  'discounts', 'excluded_payment_method_types', 'expand', 'expires_at', 'integration_identifier',
  'invoice_creation', 'line_items', 'locale', 'managed_payments', 'metadata', 'mode',
  'name_collection', 'optional_items', 'origin_context', 'payment_intent_data',
  'payment_method_collection', 'payment_method_configuration', 'payment_method_data',
  'payment_method_options', 'permissions', 'phone_number_collection', 'redirect_on_completion',
  'return_url', 'saved_payment_method_options', 'setup_intent_data',
  'shipping_address_collection', 'shipping_options', 'submit_type', 'subscription_data',
  'success_url', 'tax_id_collection', 'ui_mode', 'wallet_options',
] as const;
// prettier-ignore
export const LINE_ITEM_PARAMS = [
  'adjustable_quantity', 'metadata', 'price', 'price_data', 'quantity', 'tax_rates',
] as const;
// prettier-ignore
export const PRICE_DATA_PARAMS = [
  'currency', 'product', 'product_data', 'recurring', 'tax_behavior', 'unit_amount',
  'unit_amount_decimal',
] as const;
// prettier-ignore
export const PRODUCT_DATA_PARAMS = [
  'description', 'images', 'metadata', 'name', 'tax_code', 'tax_details', 'unit_label',
] as const;
// prettier-ignore
export const RECURRING_PARAMS = ['interval', 'interval_count'] as const;
// prettier-ignore
export const PAYMENT_INTENT_DATA_PARAMS = [
  'application_fee_amount', 'capture_method', 'description', 'metadata', 'on_behalf_of',
  'receipt_email', 'setup_future_usage', 'shipping', 'statement_descriptor',
  'statement_descriptor_suffix', 'transfer_data', 'transfer_group',
] as const;
// prettier-ignore
export const SUBSCRIPTION_DATA_PARAMS = [
  'application_fee_percent', 'billing_cycle_anchor', 'billing_cycle_anchor_config',
  'billing_mode', 'default_tax_rates', 'description', 'invoice_settings', 'metadata',
  'on_behalf_of', 'pending_invoice_item_interval', 'proration_behavior', 'transfer_data',
  'trial_end', 'trial_period_days', 'trial_settings',
] as const;

/** Real parameters whose behaviour the fake does not model: refused, never silently ignored. */
// prettier-ignore
export const NOT_MODELLED = [
  'customer', 'customer_account', 'discounts', 'optional_items', 'expand',
  'line_items[][price]', 'line_items[][price_data][product]',
  'subscription_data[trial_end]', 'subscription_data[trial_period_days]',
  'subscription_data[billing_cycle_anchor]', 'payment_intent_data[capture_method]',
];

// prettier-ignore
export const LOCALES: readonly string[] = [
  'auto', 'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr',
  'fr-CA', 'hi-IN', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl',
  'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW',
];
// prettier-ignore
export const INTERVALS = ['day', 'week', 'month', 'year'];
