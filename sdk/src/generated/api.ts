// Generated from docs/openapi.json by `npm run openapi`; do not edit.

export interface paths {
    "/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an access token
         * @description Exchanges the client id and secret, with the API key in `x-api-key`, for a bearer token (a JWT) valid `expiresIn` seconds in the environment it was asked in: a token from `/sandbox/auth` is refused by live operations and the other way round. There is no refresh token: ask again when it expires (a 401 says it did). Call it from your back end only; the secret and the key must never reach a browser.
         *
         *     Errors: 400 when the body is malformed; 401 when the key is missing or the three credentials do not belong together.
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List identities
         * @description Lists the client's identities, newest first, filtered by `type`, `email`, `documentNumber`, `phone`, `country` and `status`. Pages with `limit` (default 50, at most 100) and `next`, or with `cursor` in v2. The answer holds the page in `data` and again in `pagination.results`.
         *
         *     Errors: 400 for a filter or page parameter of the wrong shape (an unknown status, type or currency, a date that is not a real `DD/MM/YYYY` day, a `limit` or `offset` out of range, a `cursor` this API did not return), each named in `error.info`.
         */
        get: operations["listIdentities"];
        put?: never;
        /**
         * Create an identity
         * @description Registers a person (`USER`, the default) or a company (`ORGANIZATION`) that owns accounts and makes payments. Requires the `x-api-key` and `User-Agent` headers besides the bearer token (a 401 or 400 without them).
         *
         *     Rules: `email` must be an email address; `phone` is E.164 and its country calling code must match `country`; `documentNumber` must be valid for `documentType` (a RUT with its check digit, a CPF, …); a `bankAccount`, when given, needs every field of a bank account; `children` are ids of existing identities of the same client.
         *
         *     Errors: 400 listing each offending field; 409 when another identity of the client already has this document number.
         */
        post: operations["createIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identities/parents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List parent identities
         * @description The identities the one in the path is linked under as a child (through `children` or `POST /identities/{id}/children`), oldest link first; empty when it has no parent. Errors: 404 when the id is unknown.
         */
        get: operations["listIdentityParents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identities/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Deactivate an identity
         * @description Sets the status `INACTIVE`: from then on its accounts neither send nor receive. Every account of the identity is frozen in the same step, so a payment already created is stopped at capture or receipt (409, `info.reason: account_inactive`); accounts opened while it is inactive start frozen; a new payment naming one of its accounts, on either side, is refused at creation (409, `info.reason: identity_deactivated`). No body. Deactivating an identity already `INACTIVE` changes nothing and answers 200, so a retry is harmless.
         *
         *     Errors: 404 when the id is unknown.
         */
        patch: operations["deactivateIdentity"];
        trace?: never;
    };
    "/identities/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reactivate an identity
         * @description Sets a deactivated identity `ACTIVE` again and unfreezes its accounts whose own status is `ACTIVE`; an account `BLOCKED` through `PATCH /accounts/{id}` stays blocked. No body. Reactivating an identity that is not `INACTIVE` changes nothing and answers 200, so a retry is harmless.
         *
         *     Errors: 404 when the id is unknown.
         */
        patch: operations["reactivateIdentity"];
        trace?: never;
    };
    "/identities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an identity
         * @description Returns one identity of the client. Errors: 404 when the id is unknown.
         */
        get: operations["getIdentity"];
        put?: never;
        post?: never;
        /**
         * Delete an identity
         * @description Deletes the identity: it no longer answers reads, lists or links, and its organization document number is free again. Its accounts stay readable for their history but neither send nor receive from then on, for good: a new payment naming one is refused (409, `info.reason: identity_deactivated`) and one created before is stopped at capture or receipt (409, `info.reason: account_inactive`).
         *
         *     Errors: 404 when the id is unknown; 409 (`info.reason: identity_holds_funds`, with the `accountNumbers`) while any of its accounts holds money, reserved or not: move it out first.
         */
        delete: operations["deleteIdentity"];
        options?: never;
        head?: never;
        /**
         * Update an identity
         * @description Changes the fields sent and leaves the others as they are: name, nickname, lastname, country, securityOptions, children, externalId, bankAccount (`null` removes it), rules, gender, address. Email, phone and document cannot change. The same field rules as creation apply.
         *
         *     Errors: 400 per offending field; 404 when the id is unknown.
         */
        patch: operations["updateIdentity"];
        trace?: never;
    };
    "/identities/{id}/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link child identities
         * @description Makes the listed identities children of the one in the path: rules set on a parent apply to its children. Errors: 400 naming each child that is unknown, the parent itself, or would make a cycle; 404 when the parent is unknown.
         */
        post: operations["addIdentityChildren"];
        /**
         * Unlink child identities
         * @description Removes the listed identities from the children of the one in the path. Errors: 400 naming each id that is not a child; 404 when the parent is unknown.
         */
        delete: operations["removeIdentityChildren"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identities/{id}/withdrawal-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List withdrawal accounts
         * @description The bank accounts saved for the identity as payout destinations, oldest first. Errors: 404 when the identity is unknown.
         */
        get: operations["listWithdrawalAccounts"];
        put?: never;
        /**
         * Save a withdrawal account
         * @description Saves a bank account the identity can be paid out to; the body is a bank account, with the same fields and checks as `bankAccount` on the identity (`country` alpha-3, `currency` ISO 4217). A payment of this identity may then name it as a `BANK_ACCOUNT` destination with `"bank": { "withdrawalAccountId": "<id>" }`: the saved fields take its place before the rail checks them, as if sent, and the payment shows the full bank object. Sending that id together with bank fields, or the id of another identity's account, is a 400 at payment creation.
         *
         *     Errors: 400 per offending field; 404 when the identity is unknown.
         */
        post: operations["addWithdrawalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identities/{id}/withdrawal-accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a withdrawal account
         * @description Removes a saved withdrawal account; payments already made to it keep the bank details they were made with. Errors: 404 when the identity is unknown or has no account `accountId`.
         */
        delete: operations["removeWithdrawalAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identities/{id}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List permissions
         * @description The scopes the identity holds over other identities. Requires the `x-api-key` and `User-Agent` headers besides the bearer token (a 401 or 400 without them).
         */
        get: operations["listIdentityPermissions"];
        put?: never;
        /**
         * Grant permissions
         * @description Lets the identity in the path operate on behalf of other identities of the same client: each scope names the resource (`IDENTITY`), the identity it covers and the permissions. Requires the `x-api-key` and `User-Agent` headers besides the bearer token (a 401 or 400 without them).
         *
         *     Errors: 400 for an unknown permission or identity in the body; 404 when the identity in the path is unknown.
         */
        post: operations["grantIdentityPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identities/{id}/permissions/{toRemoveId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a permission
         * @description Removes what the identity `id` may do over the identity `toRemoveId` (optionally only for one `resource`). Requires the `x-api-key` and `User-Agent` headers besides the bearer token (a 401 or 400 without them). Errors: 404 when no such permission exists.
         */
        delete: operations["revokeIdentityPermission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description Lists accounts, newest first (`sort=createdAt:asc` for oldest first), filtered by owner identity, parent, account number, external id, type, currency, status and creation dates (`DD/MM/YYYY`). Pages with `limit` (default 50, at most 100) and `next`/`offset`, or with `cursor` in v2.
         *
         *     Errors: 400 for a filter or page parameter of the wrong shape (an unknown status, type or currency, a date that is not a real `DD/MM/YYYY` day, a `limit` or `offset` out of range, a `cursor` this API did not return), each named in `error.info`.
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Create an account
         * @description Opens an account on the ledger for an identity, in one currency. It starts `ACTIVE` with a zero balance and a generated `accountNumber`, which payments use to name it. `parentId` nests it under another account of the same identity; `custodyBankAccount` records where the money is held.
         *
         *     Errors: 400 per offending field (an unknown currency or identity included).
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an identity's accounts
         * @description Lists one identity's accounts, filtered by `type`, `currency` and `status`. `identityId` is required. `sort` is `createdAt:desc` (the default) or `createdAt:asc`. Pages with `limit` (default 50, at most 100) and `next`/`offset`, or with `cursor` in v2. The answer holds the page in `data` and again in `pagination.results`, as `GET /identities` does.
         *
         *     Errors: 400 without `identityId` or for any other `sort`.
         */
        get: operations["listIdentityAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identities/{id}/accounts/escrow-fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open ESCROW and FEE accounts
         * @description Makes sure the identity holds one `ESCROW` and one `FEE` account in every currency it has accounts in, plus the currencies listed in the optional body `{ "currencies": [...] }`. Only missing accounts are opened, so repeating the call changes nothing. The accounts belong to the identity (custody `PLATFORM`) and `GET /accounts?identityId=&type=ESCROW&currency=` finds them; the platform's own ESCROW and FEE accounts, through which payments settle, are not touched.
         *
         *     Errors: 400 for a value of `currencies` that is not an ISO 4217 code; 404 when the identity is unknown.
         */
        post: operations["ensureEscrowAndFeeAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an account
         * @description Finds an account by its id or by its account number. Errors: 404 when neither matches.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an account
         * @description Changes `status` (`ACTIVE`, `BLOCKED`, `PENDING`), `name` or `externalId`. A `BLOCKED` account takes part in no new payment until it is active again.
         *
         *     Errors: 400 for an empty body or an unknown status; 404 when the account is unknown; 409 (`info.reason: platform_account`) for a status change of the platform's own ESCROW or FEE account (empty `identityId`), which every payment of its currency goes through.
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balances of an identity
         * @description Totals per currency across the accounts of an identity: the balance, the amount held by authorized payouts and the amount available. Errors: 404 when the identity is unknown.
         */
        get: operations["listBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Lists customers, newest first (`sort=createdAt:asc` for oldest first), filtered by comma-separated `id`, `type` and `identityId`, and by `email` (in any case) or `documentNumber`, each matched whole. `search` (2 to 200 characters after trimming) finds customers by name, email, phone or document, ignoring case and accents; blank means no search. Pages with `limit` (default 50, at most 100) and `next`, or `cursor` in v2.
         *
         *     Errors: 400 for a filter or page parameter of the wrong shape (an unknown status, type or currency, a date that is not a real `DD/MM/YYYY` day, a `limit` or `offset` out of range, a `cursor` this API did not return), each named in `error.info`. A non-blank `search` shorter than 2 or longer than 200 characters is a 400 too.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create a customer
         * @description Saves a payer to reuse in payment links and checkout sessions. Only `firstName` is required. `phoneNumber` is digits only, with the calling code apart in `phoneNumberPrefix`, and together they must form a valid number; `documentNumber` must be valid for `documentType`; `identityId`, when given, is an identity of this client that owns the payer.
         *
         *     Errors: 400 per offending field (an unknown identity included).
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a customer
         * @description Returns one customer. Errors: 404 when the id is unknown or deleted.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        /**
         * Delete a customer
         * @description Deletes the customer; payments and links that used it keep their copy. Errors: 404 when the id is unknown.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        /**
         * Update a customer
         * @description Changes the fields sent; `null` removes an optional field. The whole customer may be sent back, `id` included, which must then be the id in the path. The rules of creation apply to the result.
         *
         *     Errors: 400 per offending field; 404 when the id is unknown.
         */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rules
         * @description Lists rules, newest first, filtered by comma-separated `id`, `identityId`, `type`, `target` and `owner`. Pages with `limit` (default 50, at most 100) and `next`, or `cursor` in v2.
         *
         *     Errors: 400 for a filter or page parameter of the wrong shape (an unknown status, type or currency, a date that is not a real `DD/MM/YYYY` day, a `limit` or `offset` out of range, a `cursor` this API did not return), each named in `error.info`.
         */
        get: operations["listRules"];
        put?: never;
        /**
         * Create a rule
         * @description Sets a rule on an identity; it applies to its payments and to those of its children. A `FEE` rule (`feeRule`) charges a `PERCENTAGE` of the amount or a `FIXED` amount in a currency; an `ALLOWED_VALUES` rule (`allowedValuesRule`) sends payments whose `key` (payment method, currency, country, …) is outside `allowedValues` to `REQUIRES_REVIEW` at capture. `filter` narrows when a rule applies; `overwrites: true` hides the rules of the same type inherited from ancestors. A payment's `country` is that of the rail its money leaves by (or, for a pay-in, enters by): ETPAY is `CHL`, a BANK_ACCOUNT node its `bank.country`; a payment between internal accounts, or through a card, has none.
         *
         *     Errors: 400 per offending field (a FIXED fee without currency, a percentage above 100, a rule object that does not match `type`, an unknown identity).
         */
        post: operations["createRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a rule
         * @description Returns one rule. Errors: 404 when the id is unknown or deleted.
         */
        get: operations["getRule"];
        put?: never;
        post?: never;
        /**
         * Delete a rule
         * @description Deletes the rule; payments already priced keep their fees. Errors: 404 when the id is unknown.
         */
        delete: operations["deleteRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Lists payments, newest first (`sort=createdAt:asc` for oldest first), filtered by identity, account number, type, status, external id, checkout session, payment link and creation dates (`DD/MM/YYYY`). Pages with `limit` (default 50, at most 100) and `next`, or `cursor` in v2.
         *
         *     Errors: 400 for a filter or page parameter of the wrong shape (an unknown status, type or currency, a date that is not a real `DD/MM/YYYY` day, a `limit` or `offset` out of range, a `cursor` this API did not return), each named in `error.info`.
         */
        get: operations["listPayments"];
        put?: never;
        /**
         * Create a payment
         * @description Creates a payment in `CREATED`; money moves only when it is captured. `product` is `PURCHASECURRENCY:CURRENCY`: origins pay in the purchase currency, destinations receive the settlement currency, converted at the stored `exchangeRate`. Send exactly one of `purchaseAmount` (the destinations bear the fees) and `totalAmount` (the payer bears them). Each node names its rail in `type` and carries that rail's object under its key (`etpay`, `bank`, `account`, …) with the fields `GET /payment-origins` and `GET /payment-destinations` list; an external node must sit within its rail's `minAmount`/`maxAmount`. With several nodes on a side, each carries an `amount` and they must add up. Fees come from FEE rules. In the sandbox a `CARD` origin may carry one of the test card numbers (README "Sandbox test cards") as `card.number` (or the reference's `card.pan`), with optional `expiryMonth`, `expiryYear` and `cvc`, instead of `card.token`: the number becomes its token, scheme and last four digits (`mask`) before anything is validated, stored or logged. Live takes tokens only. A pay-in origin (ETPAY, PIX, …) comes back with what the payer needs: a redirect `url`, a `qrCode`.
         *
         *     Errors: 400 naming each offending field with its full path (e.g. `origins[0].etpay.customer.email`), an unknown identity or account included; 403 when `identityId` neither owns nor holds a `payment:write`, `account:write` or `admin` scope over the owner of an account money leaves (for a COLLECT, each origin and the collecting destination; for a top-up, the topped-up account); 409 when an account it names cannot move money: not `ACTIVE` (`info.reason: account_inactive`), or its owner deactivated or deleted (`identity_deactivated`).
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a payment
         * @description Returns one payment. Errors: 404 when the id is unknown.
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/authorized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize a payment
         * @description Moves a `CREATED` payment to `AUTHORIZED`: the amounts of its internal origins are held, so they cannot be spent twice before capture. Errors: 404 when the payment is unknown; 409 (`info.reason: illegal_transition`) from any other status (a payment past its `expiresAt` is `EXPIRED` from that instant), or when an account lacks the funds or is not active; nothing changes then.
         */
        post: operations["authorizePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/captured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture a payment
         * @description Captures a `CREATED` or `AUTHORIZED` payment: the money leaves the origins. A payment whose nodes are all internal accounts completes at once (`RECEIVED`); a rail that declines makes it `FAILED`; a rule or the rail may hold it in `REQUIRES_REVIEW`. The webhook is told of `CAPTURED`, `RECEIVED` and `FAILED`. Errors: 404 when the payment is unknown; 409 (`info.reason: illegal_transition`) from any other status (a payment past its `expiresAt` is `EXPIRED` from that instant), or when an account lacks the funds or is not active; nothing changes then.
         */
        post: operations["capturePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a held payment
         * @description Decides a payment in `REQUIRES_REVIEW`: `APPROVE` captures it as a capture would, `REJECT` fails it and releases the held funds. Errors: 404 when the payment is unknown; 409 (`info.reason: illegal_transition`) from any other status (a payment past its `expiresAt` is `EXPIRED` from that instant), or when an account lacks the funds or is not active; nothing changes then.
         */
        post: operations["reviewPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment
         * @description Reverses a `RECEIVED` or `SETTLED` payment in full, fees included; the status stays and `refundedAt` is set. A payment is refunded once. Errors: 404 when the payment is unknown; 409 (`info.reason: illegal_transition`) from any other status (a payment past its `expiresAt` is `EXPIRED` from that instant), or when an account lacks the funds or is not active; nothing changes then.
         */
        post: operations["refundPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a provider confirmation
         * @description The provider's notification that a payment arrived (`RECEIVED`, the default) or failed (`FAILED`); in the sandbox, its simulation. Name the payment by `id`, `transactionId` or `externalId`. `RECEIVED` credits the destinations (a pay-in never captured is captured in the same step, and goes to `REQUIRES_REVIEW` instead when an ALLOWED_VALUES rule stops that capture: `APPROVE` then receives it at once); `FAILED` returns captured funds. Repeating a notification already applied, or one for a payment under review, answers 200 unchanged.
         *
         *     Errors: 404 when no payment matches; 409 when it cannot take that status (a payment past its `expiresAt` cannot be received), or when the `externalId` is shared by several payments (`info.reason: ambiguous_reference`; name it by `id`).
         */
        post: operations["receivePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settlement/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reconcile provider records
         * @description Matches provider records with `RECEIVED` payments: a payment whose id, externalId, totalAmount, currency, product and type all match becomes `SETTLED`, one that differs `UNSETTLED`. Unknown ids and payments not yet received are reported; an already `SETTLED` payment keeps its status, and a record that contradicts it is reported.
         *
         *     Errors: 400 for a body of the wrong shape; a transaction that cannot be settled is reported in the answer, not refused.
         */
        post: operations["settleTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment attempts
         * @description Lists quotes, newest first, with the filters of `GET /payments`. The page is in `data` and again in `pagination.results`.
         *
         *     Errors: 400 for a filter or page parameter of the wrong shape (an unknown status, type or currency, a date that is not a real `DD/MM/YYYY` day, a `limit` or `offset` out of range, a `cursor` this API did not return), each named in `error.info`.
         */
        get: operations["listPaymentAttempts"];
        put?: never;
        /**
         * Quote a payment
         * @description Validates and prices a payment exactly as `POST /payments` would, without moving money: the answer shows fees, exchange rate and amounts per node. `product` is `PURCHASECURRENCY:CURRENCY`: origins pay in the purchase currency, destinations receive the settlement currency, converted at the stored `exchangeRate`. Send exactly one of `purchaseAmount` (the destinations bear the fees) and `totalAmount` (the payer bears them). Each node names its rail in `type` and carries that rail's object under its key (`etpay`, `bank`, `account`, …) with the fields `GET /payment-origins` and `GET /payment-destinations` list; an external node must sit within its rail's `minAmount`/`maxAmount`. With several nodes on a side, each carries an `amount` and they must add up. Fees come from FEE rules. In the sandbox a `CARD` origin may carry one of the test card numbers (README "Sandbox test cards") as `card.number` (or the reference's `card.pan`), with optional `expiryMonth`, `expiryYear` and `cvc`, instead of `card.token`: the number becomes its token, scheme and last four digits (`mask`) before anything is validated, stored or logged. Live takes tokens only.
         *
         *     Errors: as for `POST /payments`.
         */
        post: operations["createPaymentAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-attempts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a payment attempt
         * @description Returns one quote. Errors: 404 when the id is unknown.
         */
        get: operations["getPaymentAttempt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pay-out rails and what they need
         * @description One configuration per pay-out rail and currency: amount limits, settlement time, the required fields with their types, and the origins it can be paid from. With `accountNumber`, the products are priced from that account's currency; `type` keeps one rail.
         *
         *     Errors: 400 for a `type` that is not a rail; 404 when `accountNumber` names no account of this client.
         */
        get: operations["listPaymentDestinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-origins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pay-in rails and what they need
         * @description One configuration per pay-in rail and currency: amount limits, settlement time, the required fields, and the destinations it can pay into, settling into an account's (or the given) currency.
         *
         *     Errors: 400 for a `currency` or `purchaseCurrency` that is not an upper-case currency code; 404 when `accountNumber` names no account of this client.
         */
        get: operations["listPaymentOrigins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/available-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products available to an identity
         * @description The currencies, pay-in methods and withdrawal methods available, per currency, with each product’s configuration; `currencies` (comma separated) or `currency` narrows them.
         *
         *     Errors: 400 for a `currency` that is not an upper-case currency code.
         */
        get: operations["listAvailableProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Currencies of an identity
         * @description The currencies of the identity's accounts (`accountCurrencies`), the currencies a payer can pay it in because a pay-in rail settles into one of them, directly or through a configured rate (`supportedPaymentCurrencies`), and those it can pay out to from them (`supportedPayoutCurrencies`), all from the rails catalogue. `identityId` is required.
         *
         *     Errors: 400 without `identityId`; 404 when the identity is unknown.
         */
        get: operations["listIdentityCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fx/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange rates
         * @description Units of each configured currency per unit of `base` (default `USD`), with the ten decimals payments convert with, and `timestamp`, the moment the table took effect. The table is configuration (`FX_RATES_PER_USD`, or the sandbox table), read at start-up: rates do not move while the server runs.
         *
         *     Errors: 400 naming `base` when it is not a currency code or has no rate in the table.
         */
        get: operations["getFxRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/banks/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banks of a country
         * @description The bank codes a `BANK_ACCOUNT` destination accepts in `bank.bank` for an alpha-3 country; empty for a country the catalogue does not cover.
         *
         *     Errors: 400 for a country that is not an upper-case ISO 3166-1 alpha-3 code.
         */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment methods
         * @description Every rail: its category, directions, countries and currencies; filter by country or currency.
         *
         *     Errors: 400 for a `country` or `currency` of the wrong shape.
         */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the webhook URL
         * @description The configuration of a flavor; when `flavor` is omitted, of the flavor the last PUT set, so a GET after a PUT shows what it set. A flavor with no URL of its own shows the default URL (`sourceFlavor`), or an empty `webhookUrl` when there is none. Errors: 404 when no URL is registered.
         */
        get: operations["getWebhookConfig"];
        /**
         * Register the webhook URL
         * @description Registers or replaces the URL that receives a signed callback for every `CAPTURED`, `RECEIVED` and `FAILED` payment of this environment (`flavor` registers separate URLs for static and dynamic CVU flows). Live needs `https`; the sandbox also takes `http`. With `secretKey`, each delivery carries `X-Webhook-Signature` and a `signature` body field, an HMAC-SHA256 of the body without that field (see the Webhooks guide); the secret is stored encrypted and never returned, and omitting it keeps the current one.
         *
         *     Errors: 400 for a URL that is not absolute, not https in live, or points at a private address.
         */
        put: operations["putWebhookConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clients/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a made-up callback to the default URL of this environment, so a receiver can be checked before any payment: `event` picks `Transaction.Captured` (the default), `Transaction.Received` or `Transaction.Failed`; the body may be empty. The transaction is invented (`externalId` `webhook-test`, USD 10.00) and its payload carries `test: true` after `data`; otherwise it is a delivery like any other: signed, retried, logged in `GET /v1/notifications` and replayable. No payment changes.
         *
         *     Errors: 400 for another `event`; 404 when no default URL is registered (a CVU flavor's URL alone is not one).
         */
        post: operations["sendTestWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream webhook events
         * @description Server-sent events (`text/event-stream`): one `notification` event per callback as it is written to the log, for receiving events without an inbound connection (the `listen` CLI uses it). Each event carries the exact signed request (`body` and `headers`, to forward unchanged and verify as a receiver would), with the log row `id`, `eventType`, `event`, `transactionId`, `testMode`, `isReplay` and `createdAt`. The SSE `id` is the row sequence: reconnect with `Last-Event-ID` to resume after it with nothing lost or repeated; a fresh connection starts after the newest row. `testMode=true` keeps sandbox events only, `false` live only; omitted, both. Comments keep an idle connection alive; the server ends open streams when it shuts down. Errors here are a plain `{ message }`, not the envelope. A missing or expired token is a 401, a bad `service-api-version` or a header holding a NUL a 400, before the stream opens.
         */
        get: operations["streamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook deliveries
         * @description The caller's own delivery attempts, newest first; replays are rows of their own linked by `replayOf`. Filters: transaction, identity, event name, raw event, outcome (`delivered`, `failed`, `skipped`), `testMode`, `from` (inclusive) and `to` (exclusive). An unrecognised filter value is ignored, not a 400; `limit` defaults to 50 and is clamped to 200. Pass the previous `nextCursor` as `cursor`; it is empty on the last page. Errors here are a plain `{ message }`, not the envelope.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a delivery
         * @description Sends the event of a logged delivery again, freshly signed, to the URL registered now; the replay is a new row with `replayOf` naming the original.
         *
         *     Errors (in the envelope, unlike the log): 404 when the id is unknown, or a row of another client or environment.
         */
        post: operations["replayNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment links
         * @description Lists links, newest first, filtered by comma-separated `id`, `status`, `destination.accountNumber`, `customer.email` and `owner.identityId`. `limit` defaults to 50 and is capped at 100; pages with `next`/`offset`, or `cursor` in v2.
         *
         *     Errors: 400 for a filter or page parameter of the wrong shape (an unknown status, type or currency, a date that is not a real `DD/MM/YYYY` day, a `limit` or `offset` out of range, a `cursor` this API did not return), each named in `error.info`.
         */
        get: operations["listPaymentLinks"];
        put?: never;
        /**
         * Create a payment link
         * @description A reusable, shareable checkout: items, the methods a payer may use and the accounts that receive the money. Item totals and taxes are computed by the service (a `totalAmount` sent is checked); destination amounts must add up to the total; `paymentMethodsAllowed` lists pay-in rails (at least one); destination accounts must belong to the owner identity and be in the link currency. It starts `ACTIVE` (or `ATTEMPT`, a draft, when asked) and expires at `expiresAt`. Its `url` opens the hosted checkout page.
         *
         *     Errors: 400 per offending field (an unknown owner identity or account included).
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a payment link
         * @description Returns one link. Errors: 404 when the id is unknown.
         */
        get: operations["getPaymentLink"];
        put?: never;
        post?: never;
        /**
         * Delete a payment link
         * @description Deletes a draft (`ATTEMPT`) or `EXPIRED` link. Errors: 404 when the id is unknown; 409 for a link in any other status.
         */
        delete: operations["deletePaymentLink"];
        options?: never;
        head?: never;
        /**
         * Update a payment link
         * @description Changes the fields sent, at least one of: `items`, `currency`, `paymentMethodsAllowed`, `destinations`, `customer` (`null` removes it), `customerRequirements`, `expiresAt`, `successUrl`, `failedUrl`. The owner, the checkout token and the status do not change (the status moves through activate, expiry and payments). The link is validated and priced again exactly as on creation and its totals recomputed: Item totals and taxes are computed by the service (a `totalAmount` sent is checked); destination amounts must add up to the total; `paymentMethodsAllowed` lists pay-in rails (at least one); destination accounts must belong to the owner identity and be in the link currency. When the items change and the link has one destination, that destination follows the new total; with several, send the new split in `destinations`. The stored expiry stays unless `expiresAt` is sent. Open checkout sessions show the new content, and one that would outlive an earlier expiry ends with the link; a new total or currency ends them at once, so no payer pays a price the page never showed.
         *
         *     Errors: 400 per offending field, or for an empty body; 404 when the id is unknown; 409 (`info.reason: payment_in_flight`) while a payment of the link is processing (`PROCESSING_PAYMENT`).
         */
        patch: operations["updatePaymentLink"];
        trace?: never;
    };
    "/payment-links/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a payment link
         * @description Makes a draft, expired or finished link `ACTIVE` again, so it accepts new checkout sessions. No body. A link already `ACTIVE` is answered as it is (200), so a retry is harmless. Errors: 404 when the id is unknown; 409 while a payment is in flight (`PROCESSING_PAYMENT`).
         */
        post: operations["activatePaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/token/{checkoutToken}/checkout-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a checkout session from a link
         * @description Opens a session of the link named by its checkout token, for a page of your own; the body is an empty object. Errors: 404 for an unknown token; 409 when the link is not `ACTIVE`.
         */
        post: operations["createCheckoutSessionFromToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List checkout sessions
         * @description Lists sessions, newest first, filtered by the link owner's `identityId`, a destination `accountNumber`, comma-separated `status` and creation dates (`DD/MM/YYYY`). Pages with `limit` (default 50, at most 100) and `next`, or `cursor` in v2.
         *
         *     Errors: 400 for a filter or page parameter of the wrong shape (an unknown status, type or currency, a date that is not a real `DD/MM/YYYY` day, a `limit` or `offset` out of range, a `cursor` this API did not return), each named in `error.info`.
         */
        get: operations["listCheckoutSessions"];
        put?: never;
        /**
         * Create a checkout session
         * @description A one-off checkout without a reusable link; the body is that of a payment link. Item totals and taxes are computed by the service (a `totalAmount` sent is checked); destination amounts must add up to the total; `paymentMethodsAllowed` lists pay-in rails (at least one); destination accounts must belong to the owner identity and be in the link currency.
         *
         *     Errors: 400 per offending field (an unknown owner identity or account included).
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a checkout session
         * @description Returns one session. Errors: 404 when the id is unknown.
         */
        get: operations["getCheckoutSession"];
        put?: never;
        post?: never;
        /**
         * Invalidate a checkout session
         * @description Invalidates the session: it takes no payment afterwards. Errors: 404 when the id is unknown; 409 while its payment is processing or once it is finished (it is then the record of that payment).
         */
        delete: operations["deleteCheckoutSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout-sessions/token/{checkoutToken}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh a checkout session
         * @description Extends the open session behind a checkout token to a new expiry, or opens a new session when none is open; the body is an empty object. Errors: 404 for an unknown token; 409 when the link accepts no new session.
         */
        post: operations["refreshCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout-sessions/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a checkout session
         * @description Creates the payment of the session from one origin node of an allowed method (its rail object as `GET /payment-origins` describes), paid into the session destinations. The payment is `CREATED`, as `POST /payments` creates one: a redirect or QR rail returns what the payer needs, and a card is charged by `POST /payments/{id}/captured` (the hosted checkout page does both when the payer confirms). In the sandbox a `CARD` origin may carry one of the test card numbers (README "Sandbox test cards") as `card.number` (or the reference's `card.pan`), with optional `expiryMonth`, `expiryYear` and `cvc`, instead of `card.token`: the number becomes its token, scheme and last four digits (`mask`) before anything is validated, stored or logged. Live takes tokens only.
         *
         *     Errors: 400 per offending field or a method the session does not allow; 404 when the session is unknown; 409 when it is expired, finished or already processing a payment.
         */
        post: operations["payCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    transactionEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transaction status callback
         * @description POSTed to the registered URL when a payment becomes `CAPTURED`, `RECEIVED` or `FAILED`. Headers: `X-Webhook-Signature` (the body digest), and the Standard Webhooks `webhook-id`, `webhook-timestamp` and `webhook-signature`. Answer any `2xx` to acknowledge; anything else is retried with backoff for about 14 hours.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["TransactionEvent"];
                };
            };
            responses: {
                /** @description Acknowledged; any 2xx will do. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description Every error of the API (except the notification log, which answers `{ message }`).
         * @example {
         *       "error": {
         *         "type": "bad_request",
         *         "info": [
         *           {
         *             "field": "email",
         *             "issue": "must be an email address such as \"ana@example.com\""
         *           }
         *         ]
         *       },
         *       "message": "email must be an email address such as \"ana@example.com\""
         *     }
         */
        ErrorEnvelope: {
            error: {
                /**
                 * @description What went wrong; `info` below has one shape per kind.
                 * @enum {string}
                 */
                type: "bad_request" | "unauthorized" | "forbidden" | "not_found" | "method_not_allowed" | "conflict" | "idempotency_conflict" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "unprocessable" | "rate_limited" | "headers_too_large" | "internal_error";
                /** @description For `bad_request`: `[{ field, issue }]`, one per problem (empty when no single field is at fault). For `method_not_allowed`: the methods the path allows. For `conflict`: null, or an object whose `reason` says why (`illegal_transition` with the resource's `status` and the `action`, `duplicate` with the `field`, `insufficient_funds`, `account_inactive`, …). Otherwise null. */
                info: unknown;
            };
            message: string | null;
        };
        /**
         * Card (CARD)
         * @description Card. Amount limits: ARS 10–5000000, AUD 1–75000, BOB 10–350000, BRL 5–250000, CAD 1–70000, CLP 500–50000000, COP 5000–200000000, EUR 1–50000, GBP 1–40000, MXN 10–1000000, PEN 5–200000, PYG 5000–400000000, USD 1–50000. Settlement: T+2.
         */
        CardOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CARD";
            /** @enum {string} */
            currency: "ARS" | "AUD" | "BOB" | "BRL" | "CAD" | "CLP" | "COP" | "EUR" | "GBP" | "MXN" | "PEN" | "PYG" | "USD";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            /** @description Send `token`, or in the sandbox a test card `number` (or `pan`) with optional expiry and CVC. */
            card: {
                token?: string;
                holder?: string;
                scheme?: string;
                /** @enum {string} */
                type?: "CREDIT" | "DEBIT" | "PREPAID";
                /**
                 * Format: digits
                 * @description digits only.
                 */
                mask?: string;
                /**
                 * Format: country-alpha3
                 * @description an ISO 3166-1 alpha-3 country code.
                 */
                country?: string;
                /** @description Sandbox only, instead of `token`: a test card number. */
                number?: string;
                /** @description Sandbox only, instead of `token`: the reference's name for `number`. */
                pan?: string;
                /** @description Sandbox only, instead of `token`: 1 to 12. */
                expiryMonth?: number | string;
                /** @description Sandbox only, instead of `token`: 2030 or 30. */
                expiryYear?: number | string;
                /** @description Sandbox only, instead of `token`: 3 or 4 digits. */
                cvc?: string;
            };
        };
        /**
         * Crypto wallet (CRYPTO)
         * @description Crypto wallet. Amount limits: USDC 1–50000, USDT 1–50000. Settlement: INSTANT.
         */
        CryptoOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CRYPTO";
            /** @enum {string} */
            currency: "USDC" | "USDT";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            wallet: {
                /** @description must be a valid address on the `network` given. */
                address: string;
                /** @enum {string} */
                network: "ETH" | "POLYGON" | "BSC" | "ARBITRUM" | "BASE" | "TRON" | "SOLANA";
                /**
                 * @description must equal the node's `currency`.
                 * @enum {string}
                 */
                token?: "USDC" | "USDT";
                provider?: string;
                referenceId?: string;
            };
        };
        /**
         * Internal account (ACCOUNT)
         * @description Internal account. Amount limits: ARS 0–1000000000, AUD 0–1000000000, BOB 0–1000000000, BRL 0–1000000000, CAD 0–1000000000, CLP 0–1000000000, COP 0–1000000000, EUR 0–1000000000, GBP 0–1000000000, MXN 0–1000000000, PEN 0–1000000000, PYG 0–1000000000, USD 0–1000000000, USDC 0–1000000000, USDT 0–1000000000. Settlement: INSTANT.
         */
        AccountOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ACCOUNT";
            /** @enum {string} */
            currency: "ARS" | "AUD" | "BOB" | "BRL" | "CAD" | "CLP" | "COP" | "EUR" | "GBP" | "MXN" | "PEN" | "PYG" | "USD" | "USDC" | "USDT";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            account: {
                accountNumber: string;
                /** @enum {string} */
                type?: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                /** @description must equal the node's `currency`. */
                currency?: string;
                accountHolder?: string;
                identityId?: string;
            };
        };
        /**
         * Pix (PIX)
         * @description Pix. Amount limits: BRL 5–250000. Settlement: INSTANT.
         */
        PixOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PIX";
            /** @enum {string} */
            currency: "BRL";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            pix: {
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "CPF" | "CNPJ";
                    /**
                     * Format: cpf-or-cnpj
                     * @description a valid CPF or CNPJ; must be a valid number of the `documentType` given.
                     */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl: string;
                instructions?: string;
            };
        };
        /**
         * Pago con Transferencia (PCT)
         * @description Pago con Transferencia. Amount limits: ARS 10–5000000. Settlement: INSTANT.
         */
        PctOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PCT";
            /** @enum {string} */
            currency: "ARS";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            pct: {
                customer: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber: string;
                    phoneNumberPrefix: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl: string;
            };
        };
        /**
         * CVU transfer (CVU)
         * @description CVU transfer. Amount limits: ARS 10–5000000. Settlement: INSTANT.
         */
        CvuOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CVU";
            /** @enum {string} */
            currency: "ARS";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            cvu: {
                /**
                 * Format: cbu
                 * @description a 22-digit CBU/CVU with valid check digits.
                 */
                code?: string;
                customer?: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email?: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * ETpay (ETPAY)
         * @description ETpay. Amount limits: CLP 500–50000000. Settlement: INSTANT.
         */
        EtpayOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ETPAY";
            /** @enum {string} */
            currency: "CLP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            etpay: {
                customer: {
                    firstName: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl: string;
            };
        };
        /**
         * Fintoc (FINTOC)
         * @description Fintoc. Amount limits: CLP 500–50000000. Settlement: INSTANT.
         */
        FintocOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FINTOC";
            /** @enum {string} */
            currency: "CLP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            fintoc: {
                customer?: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email?: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl?: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl?: string;
            };
        };
        /**
         * Webpay (WEBPAY)
         * @description Webpay. Amount limits: CLP 500–50000000. Settlement: T+2.
         */
        WebpayOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "WEBPAY";
            /** @enum {string} */
            currency: "CLP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            webpay: {
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl?: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl?: string;
            };
        };
        /**
         * SPEI (SPEI)
         * @description SPEI. Amount limits: MXN 10–1000000. Settlement: INSTANT.
         */
        SpeiOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SPEI";
            /** @enum {string} */
            currency: "MXN";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            spei: {
                /**
                 * Format: clabe
                 * @description an 18-digit CLABE with a valid check digit.
                 */
                clabe?: string;
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email?: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * PSE (PSE)
         * @description PSE. Amount limits: COP 5000–200000000. Settlement: SAME_DAY.
         */
        PseOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PSE";
            /** @enum {string} */
            currency: "COP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            pse: {
                /** @enum {string} */
                bankId: "1007" | "1001" | "1051" | "1013" | "1023" | "1002" | "1052" | "1019" | "1032" | "1022" | "1507" | "1551";
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "CC" | "CE" | "NIT";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl?: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl?: string;
            };
        };
        /**
         * Botón Bancolombia (BANCOLOMBIA)
         * @description Botón Bancolombia. Amount limits: COP 5000–200000000. Settlement: SAME_DAY.
         */
        BancolombiaOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BANCOLOMBIA";
            /** @enum {string} */
            currency: "COP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            bancolombia: {
                customer: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl?: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl?: string;
            };
        };
        /**
         * Davivienda (DAVIVIENDA)
         * @description Davivienda. Amount limits: COP 5000–200000000. Settlement: SAME_DAY.
         */
        DaviviendaOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DAVIVIENDA";
            /** @enum {string} */
            currency: "COP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            davivienda: {
                /** @enum {string} */
                bankId: "1007" | "1001" | "1051" | "1013" | "1023" | "1002" | "1052" | "1019" | "1032" | "1022" | "1507" | "1551";
                customer: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl?: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl?: string;
            };
        };
        /**
         * DaviPlata (DAVIPLATA)
         * @description DaviPlata. Amount limits: COP 5000–200000000. Settlement: INSTANT.
         */
        DaviplataOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DAVIPLATA";
            /** @enum {string} */
            currency: "COP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            daviplata: {
                customer: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "CC" | "CE";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl?: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl?: string;
            };
        };
        /**
         * Nequi (NEQUI)
         * @description Nequi. Amount limits: COP 5000–200000000. Settlement: INSTANT.
         */
        NequiOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "NEQUI";
            /** @enum {string} */
            currency: "COP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            nequi: {
                customer: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl?: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl?: string;
            };
        };
        /**
         * Wompi (WOMPI)
         * @description Wompi. Amount limits: COP 5000–200000000. Settlement: T+1.
         */
        WompiOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "WOMPI";
            /** @enum {string} */
            currency: "COP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            wompi: {
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                redirectUrl: string;
                customer: {
                    firstName: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * Ligo (LIGO)
         * @description Ligo. Amount limits: PEN 5–200000. Settlement: INSTANT.
         */
        LigoOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "LIGO";
            /** @enum {string} */
            currency: "PEN";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            ligo: {
                customer: {
                    firstName: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email?: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl?: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl?: string;
            };
        };
        /**
         * SIP (SIP)
         * @description SIP. Amount limits: PEN 5–200000, BOB 10–350000. Settlement: INSTANT.
         */
        SipOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SIP";
            /** @enum {string} */
            currency: "PEN" | "BOB";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            sip: {
                customer: {
                    firstName: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email?: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                successUrl?: string;
                /**
                 * Format: uri
                 * @description an absolute http(s) URL.
                 */
                failedUrl?: string;
            };
        };
        /**
         * ACH (ACH)
         * @description ACH. Amount limits: USD 1–50000. Settlement: T+3.
         */
        AchOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ACH";
            /** @enum {string} */
            currency: "USD";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            ach: {
                /**
                 * Format: aba-routing
                 * @description a 9-digit ABA routing number with a valid check digit.
                 */
                routingNumber: string;
                /**
                 * Format: digits
                 * @description digits only.
                 */
                accountNumber: string;
                /** @enum {string} */
                accountType: "CHECKING" | "SAVINGS";
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "SSN" | "ITIN" | "EIN";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /** @enum {string} */
                accountHolderType: "INDIVIDUAL" | "BUSINESS";
            };
        };
        /**
         * FedNow (FEDNOW)
         * @description FedNow. Amount limits: USD 1–50000. Settlement: INSTANT.
         */
        FednowOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FEDNOW";
            /** @enum {string} */
            currency: "USD";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            fedNow: {
                /**
                 * Format: aba-routing
                 * @description a 9-digit ABA routing number with a valid check digit.
                 */
                routingNumber: string;
                /**
                 * Format: digits
                 * @description digits only.
                 */
                accountNumber: string;
                /** @enum {string} */
                accountType?: "CHECKING" | "SAVINGS";
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "SSN" | "ITIN" | "EIN";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * RTP (RTP)
         * @description RTP. Amount limits: USD 1–50000. Settlement: INSTANT.
         */
        RtpOrigin: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "RTP";
            /** @enum {string} */
            currency: "USD";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            rtp: {
                /**
                 * Format: aba-routing
                 * @description a 9-digit ABA routing number with a valid check digit.
                 */
                routingNumber: string;
                /**
                 * Format: digits
                 * @description digits only.
                 */
                accountNumber: string;
                /** @enum {string} */
                accountType?: "CHECKING" | "SAVINGS";
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "SSN" | "ITIN" | "EIN";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /** @description Where the money comes from: a pay-in rail, or an internal account. `type` picks the rail and the rail object under its own key (`card`, `etpay`, `account`, …). */
        OriginNode: components["schemas"]["CardOrigin"] | components["schemas"]["CryptoOrigin"] | components["schemas"]["AccountOrigin"] | components["schemas"]["PixOrigin"] | components["schemas"]["PctOrigin"] | components["schemas"]["CvuOrigin"] | components["schemas"]["EtpayOrigin"] | components["schemas"]["FintocOrigin"] | components["schemas"]["WebpayOrigin"] | components["schemas"]["SpeiOrigin"] | components["schemas"]["PseOrigin"] | components["schemas"]["BancolombiaOrigin"] | components["schemas"]["DaviviendaOrigin"] | components["schemas"]["DaviplataOrigin"] | components["schemas"]["NequiOrigin"] | components["schemas"]["WompiOrigin"] | components["schemas"]["LigoOrigin"] | components["schemas"]["SipOrigin"] | components["schemas"]["AchOrigin"] | components["schemas"]["FednowOrigin"] | components["schemas"]["RtpOrigin"];
        /**
         * Crypto wallet (CRYPTO)
         * @description Crypto wallet. Amount limits: USDC 1–50000, USDT 1–50000. Settlement: INSTANT.
         */
        CryptoDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CRYPTO";
            /** @enum {string} */
            currency: "USDC" | "USDT";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            wallet: {
                /** @description must be a valid address on the `network` given. */
                address: string;
                /** @enum {string} */
                network: "ETH" | "POLYGON" | "BSC" | "ARBITRUM" | "BASE" | "TRON" | "SOLANA";
                /**
                 * @description must equal the node's `currency`.
                 * @enum {string}
                 */
                token?: "USDC" | "USDT";
                provider?: string;
                referenceId?: string;
            };
        };
        /**
         * Internal account (ACCOUNT)
         * @description Internal account. Amount limits: ARS 0–1000000000, AUD 0–1000000000, BOB 0–1000000000, BRL 0–1000000000, CAD 0–1000000000, CLP 0–1000000000, COP 0–1000000000, EUR 0–1000000000, GBP 0–1000000000, MXN 0–1000000000, PEN 0–1000000000, PYG 0–1000000000, USD 0–1000000000, USDC 0–1000000000, USDT 0–1000000000. Settlement: INSTANT.
         */
        AccountDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ACCOUNT";
            /** @enum {string} */
            currency: "ARS" | "AUD" | "BOB" | "BRL" | "CAD" | "CLP" | "COP" | "EUR" | "GBP" | "MXN" | "PEN" | "PYG" | "USD" | "USDC" | "USDT";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            account: {
                accountNumber: string;
                /** @enum {string} */
                type?: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                /** @description must equal the node's `currency`. */
                currency?: string;
                accountHolder?: string;
                identityId?: string;
            };
        };
        /**
         * Bank transfer (BANK_ACCOUNT)
         * @description Bank transfer. Amount limits: ARS 10–5000000, AUD 1–75000, BOB 10–350000, CAD 1–70000, CLP 500–50000000, COP 5000–200000000, PEN 5–200000, PYG 5000–400000000, USD 1–50000. Settlement: T+1.
         */
        BankAccountDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BANK_ACCOUNT";
            /** @enum {string} */
            currency: "ARS" | "AUD" | "BOB" | "CAD" | "CLP" | "COP" | "PEN" | "PYG" | "USD";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            /** @description `country` picks the country's rules: ARG (ARS), AUS (AUD), BOL (BOB), CAN (CAD), CHL (CLP), COL (COP), PER (PEN), PRY (PYG), CRI (USD), DOM (USD), ECU (USD), PAN (USD), URY (USD), VEN (USD). Or `withdrawalAccountId` alone instead of the other fields. */
            bank: {
                /** @description A saved withdrawal account of the payment's identity (`POST /identities/{id}/withdrawal-accounts`); its bank fields are used. */
                withdrawalAccountId?: string;
                /**
                 * Format: bank-account-number
                 * @description an account number of 4 to 34 letters, digits or hyphens.
                 */
                accountNumber?: string;
                bank?: string;
                /** @description must equal the node's `currency`. */
                currency?: string;
                accountHolder?: string;
                accountHolderDni?: string;
                /**
                 * Format: country-alpha3
                 * @description an ISO 3166-1 alpha-3 country code.
                 * @enum {string}
                 */
                country?: "ARG" | "AUS" | "BOL" | "CAN" | "CHL" | "COL" | "PER" | "PRY" | "CRI" | "DOM" | "ECU" | "PAN" | "URY" | "VEN";
                /** @enum {string} */
                typeAccount?: "CHECKING" | "SAVINGS";
            };
        };
        /**
         * Pix (PIX)
         * @description Pix. Amount limits: BRL 5–250000. Settlement: INSTANT.
         */
        PixDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "PIX";
            /** @enum {string} */
            currency: "BRL";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            pix: {
                /** @enum {string} */
                pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "EVP";
                /** @description must be a valid key of the `pixKeyType` given. */
                pixKey: string;
                customer?: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email?: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "CPF" | "CNPJ";
                    /**
                     * Format: cpf-or-cnpj
                     * @description a valid CPF or CNPJ; must be a valid number of the `documentType` given.
                     */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * CVU transfer (CVU)
         * @description CVU transfer. Amount limits: ARS 10–5000000. Settlement: INSTANT.
         */
        CvuDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "CVU";
            /** @enum {string} */
            currency: "ARS";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            cvu: {
                /**
                 * Format: cbu
                 * @description a 22-digit CBU/CVU with valid check digits.
                 */
                code: string;
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * SPEI (SPEI)
         * @description SPEI. Amount limits: MXN 10–1000000. Settlement: INSTANT.
         */
        SpeiDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SPEI";
            /** @enum {string} */
            currency: "MXN";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            spei: {
                /**
                 * Format: clabe
                 * @description an 18-digit CLABE with a valid check digit.
                 */
                clabe: string;
                /** @enum {string} */
                bankId: "40012" | "40002" | "40014" | "40072" | "40021" | "40044" | "40036" | "40058" | "40127" | "40137" | "90646" | "90722";
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email?: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * DaviPlata (DAVIPLATA)
         * @description DaviPlata. Amount limits: COP 5000–200000000. Settlement: INSTANT.
         */
        DaviplataDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "DAVIPLATA";
            /** @enum {string} */
            currency: "COP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            daviplata: {
                customer: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "CC" | "CE";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * Nequi (NEQUI)
         * @description Nequi. Amount limits: COP 5000–200000000. Settlement: INSTANT.
         */
        NequiDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "NEQUI";
            /** @enum {string} */
            currency: "COP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            nequi: {
                customer: {
                    firstName?: string;
                    lastName?: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * Bre-B (BREB)
         * @description Bre-B. Amount limits: COP 5000–200000000. Settlement: INSTANT.
         */
        BrebDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "BREB";
            /** @enum {string} */
            currency: "COP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            breb: {
                /** @enum {string} */
                bankId: "1007" | "1001" | "1051" | "1013" | "1023" | "1002" | "1052" | "1019" | "1032" | "1022" | "1507" | "1551";
                /**
                 * Format: digits
                 * @description digits only.
                 */
                accountNumber: string;
                /** @enum {string} */
                accountType?: "CHECKING" | "SAVINGS";
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * ACH (ACH)
         * @description ACH. Amount limits: USD 1–50000. Settlement: T+3.
         */
        AchDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ACH";
            /** @enum {string} */
            currency: "USD";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            ach: {
                /**
                 * Format: aba-routing
                 * @description a 9-digit ABA routing number with a valid check digit.
                 */
                routingNumber: string;
                /**
                 * Format: digits
                 * @description digits only.
                 */
                accountNumber: string;
                /** @enum {string} */
                accountType: "CHECKING" | "SAVINGS";
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "SSN" | "ITIN" | "EIN";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
                /** @enum {string} */
                accountHolderType: "INDIVIDUAL" | "BUSINESS";
            };
        };
        /**
         * Wire transfer (WIRE)
         * @description Wire transfer. Amount limits: USD 100–10000000. Settlement: SAME_DAY.
         */
        WireDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "WIRE";
            /** @enum {string} */
            currency: "USD";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            wire: {
                /**
                 * Format: bic
                 * @description a BIC (SWIFT code) of 8 or 11 characters.
                 */
                swiftCode: string;
                /**
                 * Format: bank-account-number
                 * @description an account number of 4 to 34 letters, digits or hyphens.
                 */
                accountNumber: string;
                /**
                 * Format: aba-routing
                 * @description a 9-digit ABA routing number with a valid check digit.
                 */
                routingNumber?: string;
                bankName?: string;
                /**
                 * Format: iban
                 * @description a valid IBAN.
                 */
                iban?: string;
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * FedNow (FEDNOW)
         * @description FedNow. Amount limits: USD 1–50000. Settlement: INSTANT.
         */
        FednowDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FEDNOW";
            /** @enum {string} */
            currency: "USD";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            fedNow: {
                /**
                 * Format: aba-routing
                 * @description a 9-digit ABA routing number with a valid check digit.
                 */
                routingNumber: string;
                /**
                 * Format: digits
                 * @description digits only.
                 */
                accountNumber: string;
                /** @enum {string} */
                accountType?: "CHECKING" | "SAVINGS";
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "SSN" | "ITIN" | "EIN";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * SEPA credit transfer (SEPA)
         * @description SEPA credit transfer. Amount limits: EUR 1–50000. Settlement: T+3.
         */
        SepaDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SEPA";
            /** @enum {string} */
            currency: "EUR";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            sepa: {
                /**
                 * Format: iban
                 * @description a valid IBAN.
                 */
                iban: string;
                /**
                 * Format: bic
                 * @description a BIC (SWIFT code) of 8 or 11 characters.
                 */
                bic: string;
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * Faster Payments (FPE)
         * @description Faster Payments. Amount limits: GBP 1–40000. Settlement: INSTANT.
         */
        FpeDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "FPE";
            /** @enum {string} */
            currency: "GBP";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            fpe: {
                /**
                 * Format: uk-account-number
                 * @description an 8-digit account number.
                 */
                accountNumber: string;
                /**
                 * Format: uk-sort-code
                 * @description a 6-digit sort code (200415 or 20-04-15).
                 */
                sortCode: string;
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType?: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber?: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /**
         * SWIFT (SWIFT)
         * @description SWIFT. Amount limits: USD 100–10000000, EUR 100–10000000, GBP 100–10000000, CAD 100–10000000. Settlement: T+5.
         */
        SwiftDestination: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "SWIFT";
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "CAD";
            /** @description Decimal string */
            amount?: string;
            name?: string;
            externalId?: string;
            settlement?: string;
            identity?: {
                identityId?: string;
                name?: string;
                lastname?: string;
                nickname?: string;
                documentNumber?: string;
                externalId?: string;
                entityType?: "USER" | "ORGANIZATION";
            };
            metadata?: {
                image: string;
                description: string;
                category: string;
            };
            swift: {
                /**
                 * Format: bic
                 * @description a BIC (SWIFT code) of 8 or 11 characters.
                 */
                swiftCode: string;
                bank: {
                    /**
                     * Format: bank-account-number
                     * @description an account number of 4 to 34 letters, digits or hyphens.
                     */
                    accountNumber: string;
                    name?: string;
                };
                /**
                 * Format: iban
                 * @description a valid IBAN.
                 */
                iban?: string;
                customer: {
                    firstName: string;
                    lastName: string;
                    /**
                     * Format: email
                     * @description an email address.
                     */
                    email: string;
                    /**
                     * Format: digits
                     * @description digits only; with `phoneNumberPrefix`, must form a valid phone number.
                     */
                    phoneNumber?: string;
                    phoneNumberPrefix?: string;
                    /** @enum {string} */
                    documentType: "PASSPORT" | "NATIONAL_ID" | "RFC" | "CURP" | "RUT" | "CED_CIU" | "CED_EXT" | "NIT" | "DNI" | "CE" | "RUC" | "CUIL" | "CUIT" | "CPF" | "CNPJ" | "SSN" | "ITIN" | "EIN" | "CC";
                    /** @description must be a valid number of the `documentType` given. */
                    documentNumber: string;
                    /**
                     * Format: country-alpha3
                     * @description an ISO 3166-1 alpha-3 country code.
                     */
                    country?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /**
                         * Format: country-alpha3
                         * @description an ISO 3166-1 alpha-3 country code.
                         */
                        country?: string;
                        zipcode?: string;
                    };
                };
            };
        };
        /** @description Where the money goes: a pay-out rail, or an internal account. `type` picks the rail and the rail object under its own key (`bank`, `pix`, `account`, …). */
        DestinationNode: components["schemas"]["CryptoDestination"] | components["schemas"]["AccountDestination"] | components["schemas"]["BankAccountDestination"] | components["schemas"]["PixDestination"] | components["schemas"]["CvuDestination"] | components["schemas"]["SpeiDestination"] | components["schemas"]["DaviplataDestination"] | components["schemas"]["NequiDestination"] | components["schemas"]["BrebDestination"] | components["schemas"]["AchDestination"] | components["schemas"]["WireDestination"] | components["schemas"]["FednowDestination"] | components["schemas"]["SepaDestination"] | components["schemas"]["FpeDestination"] | components["schemas"]["SwiftDestination"];
        /** @description The callback body: compact JSON in this key order, with `signature` last (an HMAC-SHA256 hex digest of the body without it, keyed with the registered secret). Verify it on the raw bytes before parsing; see the Webhooks guide. */
        TransactionEvent: {
            /** @enum {string} */
            event: "Transaction.Captured" | "Transaction.Received" | "Transaction.Failed";
            data: {
                transaction: {
                    /** @description The payment id */
                    id: string;
                    /** @description Amount requested, a decimal string */
                    purchaseAmount: string;
                    /** @description Amount processed, a decimal string */
                    totalAmount: string;
                    /** @description The client's reference for reconciliation */
                    externalId: string;
                    currency: string;
                    /** @enum {string} */
                    status: "CAPTURED" | "RECEIVED" | "FAILED";
                };
            };
            /**
             * @description Present only on a test event (`POST /clients/webhook/test`): its transaction is made up.
             * @constant
             */
            test?: true;
            signature?: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
        ServiceApiVersion: "v1" | "24-04-2025";
        /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": "cl_2f9c1a7e4b",
                 *       "clientSecret": "cs_live_7d1e0b6a94f3c2e8a5b7"
                 *     }
                 */
                "application/json": {
                    clientId: string;
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description The bearer token, its type (`Bearer`) and its lifetime in seconds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        tokenType: string;
                        /** @description Seconds of validity */
                        expiresIn: number;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `x-api-key` is missing, or the key, id and secret do not belong together. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listIdentities: {
        parameters: {
            query?: {
                type?: "USER" | "ORGANIZATION";
                email?: string;
                documentNumber?: string;
                phone?: string;
                /** @description ISO 3166-1 alpha-3 */
                country?: string;
                status?: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                scopeIdentity?: string;
                /** @description true: only identities with children; false: only those without */
                parents?: boolean;
                /** @description createdAt:desc (newest first, the default) or createdAt:asc */
                sort?: "createdAt:desc" | "createdAt:asc";
                /** @description Page size; values above the maximum are capped */
                limit?: number;
                /** @description Offset of the page, as returned in pagination.next */
                next?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Opaque keyset cursor */
                cursor?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of identities (`data`) and the pagination object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "USER" | "ORGANIZATION";
                            name: string;
                            nickname?: string;
                            lastname?: string;
                            email: string;
                            phone: string;
                            documentNumber: string;
                            documentType: string;
                            idv: string;
                            securityOptions: {
                                twoFactorAuth: boolean;
                                signTrx: boolean;
                                signAccountsOperations: boolean;
                                accessControl: {
                                    scopes: {
                                        /** @enum {string} */
                                        resource: "IDENTITY";
                                        reference: string;
                                        permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                    }[];
                                };
                            };
                            country?: string;
                            children: {
                                id: string;
                                name: string;
                                email: string;
                                lastName: string;
                            }[];
                            /** @enum {string} */
                            status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                            externalId?: string;
                            bankAccount?: {
                                id: string;
                                externalId?: string;
                                accountNumber: string;
                                nickname?: string;
                                bank: string;
                                currency: string;
                                typeAccount?: string;
                                accountHolder: string;
                                accountHolderDni: string;
                                country: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            rules?: {
                                [key: string]: unknown;
                            };
                            gender?: string;
                            kyc?: {
                                [key: string]: unknown;
                            };
                            watchList?: {
                                [key: string]: unknown;
                            };
                            extendedData: string[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            address?: {
                                administrativeAreaLevel1?: string;
                                administrativeAreaLevel2?: string;
                                administrativeAreaLevel3?: string;
                                street?: string;
                                streetNumber?: string;
                                optionalAddress?: string;
                                /** @description ISO 3166-1 alpha-3 */
                                country?: string;
                                zipcode?: string;
                            };
                        }[];
                        pagination: {
                            /** @description Items shown so far, this page included */
                            count: number;
                            /** @description Offset of the next page */
                            next: number;
                            /** @description Offset of the previous page */
                            previous: number;
                            /** @description Items matching the filters */
                            total: number;
                            /** @description v2 only: page size */
                            limit?: number;
                            /** @description v2 only: cursor of the next page */
                            cursor?: string | null;
                            /** @description v2 only: whether another page follows */
                            hasMore?: boolean;
                            results: {
                                id: string;
                                /** @enum {string} */
                                type: "USER" | "ORGANIZATION";
                                name: string;
                                nickname?: string;
                                lastname?: string;
                                email: string;
                                phone: string;
                                documentNumber: string;
                                documentType: string;
                                idv: string;
                                securityOptions: {
                                    twoFactorAuth: boolean;
                                    signTrx: boolean;
                                    signAccountsOperations: boolean;
                                    accessControl: {
                                        scopes: {
                                            /** @enum {string} */
                                            resource: "IDENTITY";
                                            reference: string;
                                            permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                        }[];
                                    };
                                };
                                country?: string;
                                children: {
                                    id: string;
                                    name: string;
                                    email: string;
                                    lastName: string;
                                }[];
                                /** @enum {string} */
                                status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                                externalId?: string;
                                bankAccount?: {
                                    id: string;
                                    externalId?: string;
                                    accountNumber: string;
                                    nickname?: string;
                                    bank: string;
                                    currency: string;
                                    typeAccount?: string;
                                    accountHolder: string;
                                    accountHolderDni: string;
                                    country: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    updatedAt: string;
                                };
                                rules?: {
                                    [key: string]: unknown;
                                };
                                gender?: string;
                                kyc?: {
                                    [key: string]: unknown;
                                };
                                watchList?: {
                                    [key: string]: unknown;
                                };
                                extendedData: string[];
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                address?: {
                                    administrativeAreaLevel1?: string;
                                    administrativeAreaLevel2?: string;
                                    administrativeAreaLevel3?: string;
                                    street?: string;
                                    streetNumber?: string;
                                    optionalAddress?: string;
                                    /** @description ISO 3166-1 alpha-3 */
                                    country?: string;
                                    zipcode?: string;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "USER",
                 *       "name": "Ana",
                 *       "lastname": "Pérez",
                 *       "email": "ana@example.com",
                 *       "phone": "+56221234567",
                 *       "documentType": "RUT",
                 *       "documentNumber": "12345678-5",
                 *       "idv": "idv-001",
                 *       "country": "CHL",
                 *       "externalId": "customer-1842"
                 *     }
                 */
                "application/json": {
                    name: string;
                    nickname?: string;
                    lastname?: string;
                    securityOptions?: {
                        twoFactorAuth?: boolean;
                        /** @description `twoFactorAuth` as the reference's request examples name it; must agree when both are sent. Responses show `twoFactorAuth`. */
                        twoFactorEnabled?: boolean;
                        signTrx?: boolean;
                        signAccountsOperations?: boolean;
                        accessControl?: {
                            scopes: {
                                /** @enum {string} */
                                resource: "IDENTITY";
                                reference: string;
                                permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                            }[];
                        };
                    };
                    /** @description ISO 3166-1 alpha-3 */
                    country?: string;
                    children?: {
                        id: string;
                        name?: string;
                        email?: string;
                    }[];
                    externalId?: string;
                    bankAccount?: {
                        externalId?: string;
                        accountNumber: string;
                        nickname?: string;
                        bank: string;
                        /** @description ISO 4217 (or USDC, USDT) */
                        currency: string;
                        typeAccount?: "CHECKING" | "SAVINGS";
                        accountHolder: string;
                        accountHolderDni: string;
                        /** @description ISO 3166-1 alpha-3 */
                        country: string;
                    } | null;
                    rules?: {
                        [key: string]: unknown;
                    };
                    gender?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /** @description ISO 3166-1 alpha-3 */
                        country?: string;
                        zipcode?: string;
                    };
                    kyc?: {
                        [key: string]: unknown;
                    };
                    watchList?: {
                        [key: string]: unknown;
                    };
                    extendedData?: string[];
                    /** @default USER */
                    type?: "USER" | "ORGANIZATION";
                    /** Format: email */
                    email: string;
                    /** @description E.164, with the + country code */
                    phone: string;
                    documentNumber: string;
                    documentType: string;
                    idv: string;
                };
            };
        };
        responses: {
            /** @description The identity, with its status, bank account, security options and children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "USER" | "ORGANIZATION";
                        name: string;
                        nickname?: string;
                        lastname?: string;
                        email: string;
                        phone: string;
                        documentNumber: string;
                        documentType: string;
                        idv: string;
                        securityOptions: {
                            twoFactorAuth: boolean;
                            signTrx: boolean;
                            signAccountsOperations: boolean;
                            accessControl: {
                                scopes: {
                                    /** @enum {string} */
                                    resource: "IDENTITY";
                                    reference: string;
                                    permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                }[];
                            };
                        };
                        country?: string;
                        children: {
                            id: string;
                            name: string;
                            email: string;
                            lastName: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                        externalId?: string;
                        bankAccount?: {
                            id: string;
                            externalId?: string;
                            accountNumber: string;
                            nickname?: string;
                            bank: string;
                            currency: string;
                            typeAccount?: string;
                            accountHolder: string;
                            accountHolderDni: string;
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        rules?: {
                            [key: string]: unknown;
                        };
                        gender?: string;
                        kyc?: {
                            [key: string]: unknown;
                        };
                        watchList?: {
                            [key: string]: unknown;
                        };
                        extendedData: string[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another identity of this client has the same document number. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listIdentityParents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parent identities, in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "USER" | "ORGANIZATION";
                            name: string;
                            nickname?: string;
                            lastname?: string;
                            email: string;
                            phone: string;
                            documentNumber: string;
                            documentType: string;
                            idv: string;
                            securityOptions: {
                                twoFactorAuth: boolean;
                                signTrx: boolean;
                                signAccountsOperations: boolean;
                                accessControl: {
                                    scopes: {
                                        /** @enum {string} */
                                        resource: "IDENTITY";
                                        reference: string;
                                        permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                    }[];
                                };
                            };
                            country?: string;
                            children: {
                                id: string;
                                name: string;
                                email: string;
                                lastName: string;
                            }[];
                            /** @enum {string} */
                            status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                            externalId?: string;
                            bankAccount?: {
                                id: string;
                                externalId?: string;
                                accountNumber: string;
                                nickname?: string;
                                bank: string;
                                currency: string;
                                typeAccount?: string;
                                accountHolder: string;
                                accountHolderDni: string;
                                country: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            rules?: {
                                [key: string]: unknown;
                            };
                            gender?: string;
                            kyc?: {
                                [key: string]: unknown;
                            };
                            watchList?: {
                                [key: string]: unknown;
                            };
                            extendedData: string[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            address?: {
                                administrativeAreaLevel1?: string;
                                administrativeAreaLevel2?: string;
                                administrativeAreaLevel3?: string;
                                street?: string;
                                streetNumber?: string;
                                optionalAddress?: string;
                                /** @description ISO 3166-1 alpha-3 */
                                country?: string;
                                zipcode?: string;
                            };
                        }[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deactivateIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity, `INACTIVE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "USER" | "ORGANIZATION";
                        name: string;
                        nickname?: string;
                        lastname?: string;
                        email: string;
                        phone: string;
                        documentNumber: string;
                        documentType: string;
                        idv: string;
                        securityOptions: {
                            twoFactorAuth: boolean;
                            signTrx: boolean;
                            signAccountsOperations: boolean;
                            accessControl: {
                                scopes: {
                                    /** @enum {string} */
                                    resource: "IDENTITY";
                                    reference: string;
                                    permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                }[];
                            };
                        };
                        country?: string;
                        children: {
                            id: string;
                            name: string;
                            email: string;
                            lastName: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                        externalId?: string;
                        bankAccount?: {
                            id: string;
                            externalId?: string;
                            accountNumber: string;
                            nickname?: string;
                            bank: string;
                            currency: string;
                            typeAccount?: string;
                            accountHolder: string;
                            accountHolderDni: string;
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        rules?: {
                            [key: string]: unknown;
                        };
                        gender?: string;
                        kyc?: {
                            [key: string]: unknown;
                        };
                        watchList?: {
                            [key: string]: unknown;
                        };
                        extendedData: string[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reactivateIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity, `ACTIVE` again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "USER" | "ORGANIZATION";
                        name: string;
                        nickname?: string;
                        lastname?: string;
                        email: string;
                        phone: string;
                        documentNumber: string;
                        documentType: string;
                        idv: string;
                        securityOptions: {
                            twoFactorAuth: boolean;
                            signTrx: boolean;
                            signAccountsOperations: boolean;
                            accessControl: {
                                scopes: {
                                    /** @enum {string} */
                                    resource: "IDENTITY";
                                    reference: string;
                                    permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                }[];
                            };
                        };
                        country?: string;
                        children: {
                            id: string;
                            name: string;
                            email: string;
                            lastName: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                        externalId?: string;
                        bankAccount?: {
                            id: string;
                            externalId?: string;
                            accountNumber: string;
                            nickname?: string;
                            bank: string;
                            currency: string;
                            typeAccount?: string;
                            accountHolder: string;
                            accountHolderDni: string;
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        rules?: {
                            [key: string]: unknown;
                        };
                        gender?: string;
                        kyc?: {
                            [key: string]: unknown;
                        };
                        watchList?: {
                            [key: string]: unknown;
                        };
                        extendedData: string[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity, with its status, bank account, security options and children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "USER" | "ORGANIZATION";
                        name: string;
                        nickname?: string;
                        lastname?: string;
                        email: string;
                        phone: string;
                        documentNumber: string;
                        documentType: string;
                        idv: string;
                        securityOptions: {
                            twoFactorAuth: boolean;
                            signTrx: boolean;
                            signAccountsOperations: boolean;
                            accessControl: {
                                scopes: {
                                    /** @enum {string} */
                                    resource: "IDENTITY";
                                    reference: string;
                                    permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                }[];
                            };
                        };
                        country?: string;
                        children: {
                            id: string;
                            name: string;
                            email: string;
                            lastName: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                        externalId?: string;
                        bankAccount?: {
                            id: string;
                            externalId?: string;
                            accountNumber: string;
                            nickname?: string;
                            bank: string;
                            currency: string;
                            typeAccount?: string;
                            accountHolder: string;
                            accountHolderDni: string;
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        rules?: {
                            [key: string]: unknown;
                        };
                        gender?: string;
                        kyc?: {
                            [key: string]: unknown;
                        };
                        watchList?: {
                            [key: string]: unknown;
                        };
                        extendedData: string[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateIdentity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nickname": "Anita",
                 *       "address": {
                 *         "street": "Av. Providencia",
                 *         "streetNumber": "1208",
                 *         "country": "CHL",
                 *         "zipcode": "7500000"
                 *       },
                 *       "securityOptions": {
                 *         "twoFactorAuth": true
                 *       }
                 *     }
                 */
                "application/json": {
                    name?: string;
                    nickname?: string;
                    lastname?: string;
                    securityOptions?: {
                        twoFactorAuth?: boolean;
                        /** @description `twoFactorAuth` as the reference's request examples name it; must agree when both are sent. Responses show `twoFactorAuth`. */
                        twoFactorEnabled?: boolean;
                        signTrx?: boolean;
                        signAccountsOperations?: boolean;
                        accessControl?: {
                            scopes: {
                                /** @enum {string} */
                                resource: "IDENTITY";
                                reference: string;
                                permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                            }[];
                        };
                    };
                    /** @description ISO 3166-1 alpha-3 */
                    country?: string;
                    children?: {
                        id: string;
                        name?: string;
                        email?: string;
                    }[];
                    externalId?: string;
                    bankAccount?: {
                        externalId?: string;
                        accountNumber: string;
                        nickname?: string;
                        bank: string;
                        /** @description ISO 4217 (or USDC, USDT) */
                        currency: string;
                        typeAccount?: "CHECKING" | "SAVINGS";
                        accountHolder: string;
                        accountHolderDni: string;
                        /** @description ISO 3166-1 alpha-3 */
                        country: string;
                    } | null;
                    rules?: {
                        [key: string]: unknown;
                    };
                    gender?: string;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /** @description ISO 3166-1 alpha-3 */
                        country?: string;
                        zipcode?: string;
                    };
                    kyc?: {
                        [key: string]: unknown;
                    };
                    watchList?: {
                        [key: string]: unknown;
                    };
                    extendedData?: string[];
                };
            };
        };
        responses: {
            /** @description The identity as updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "USER" | "ORGANIZATION";
                        name: string;
                        nickname?: string;
                        lastname?: string;
                        email: string;
                        phone: string;
                        documentNumber: string;
                        documentType: string;
                        idv: string;
                        securityOptions: {
                            twoFactorAuth: boolean;
                            signTrx: boolean;
                            signAccountsOperations: boolean;
                            accessControl: {
                                scopes: {
                                    /** @enum {string} */
                                    resource: "IDENTITY";
                                    reference: string;
                                    permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                }[];
                            };
                        };
                        country?: string;
                        children: {
                            id: string;
                            name: string;
                            email: string;
                            lastName: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                        externalId?: string;
                        bankAccount?: {
                            id: string;
                            externalId?: string;
                            accountNumber: string;
                            nickname?: string;
                            bank: string;
                            currency: string;
                            typeAccount?: string;
                            accountHolder: string;
                            accountHolderDni: string;
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        rules?: {
                            [key: string]: unknown;
                        };
                        gender?: string;
                        kyc?: {
                            [key: string]: unknown;
                        };
                        watchList?: {
                            [key: string]: unknown;
                        };
                        extendedData: string[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addIdentityChildren: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "children": [
                 *         "idn_01HV3K8W2Q9ZC4"
                 *       ]
                 *     }
                 */
                "application/json": {
                    children: string[];
                };
            };
        };
        responses: {
            /** @description The parent identity with its children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "USER" | "ORGANIZATION";
                        name: string;
                        nickname?: string;
                        lastname?: string;
                        email: string;
                        phone: string;
                        documentNumber: string;
                        documentType: string;
                        idv: string;
                        securityOptions: {
                            twoFactorAuth: boolean;
                            signTrx: boolean;
                            signAccountsOperations: boolean;
                            accessControl: {
                                scopes: {
                                    /** @enum {string} */
                                    resource: "IDENTITY";
                                    reference: string;
                                    permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                }[];
                            };
                        };
                        country?: string;
                        children: {
                            id: string;
                            name: string;
                            email: string;
                            lastName: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                        externalId?: string;
                        bankAccount?: {
                            id: string;
                            externalId?: string;
                            accountNumber: string;
                            nickname?: string;
                            bank: string;
                            currency: string;
                            typeAccount?: string;
                            accountHolder: string;
                            accountHolderDni: string;
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        rules?: {
                            [key: string]: unknown;
                        };
                        gender?: string;
                        kyc?: {
                            [key: string]: unknown;
                        };
                        watchList?: {
                            [key: string]: unknown;
                        };
                        extendedData: string[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeIdentityChildren: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "children": [
                 *         "idn_01HV3K8W2Q9ZC4"
                 *       ]
                 *     }
                 */
                "application/json": {
                    children: string[];
                };
            };
        };
        responses: {
            /** @description The parent identity with its remaining children. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "USER" | "ORGANIZATION";
                        name: string;
                        nickname?: string;
                        lastname?: string;
                        email: string;
                        phone: string;
                        documentNumber: string;
                        documentType: string;
                        idv: string;
                        securityOptions: {
                            twoFactorAuth: boolean;
                            signTrx: boolean;
                            signAccountsOperations: boolean;
                            accessControl: {
                                scopes: {
                                    /** @enum {string} */
                                    resource: "IDENTITY";
                                    reference: string;
                                    permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                                }[];
                            };
                        };
                        country?: string;
                        children: {
                            id: string;
                            name: string;
                            email: string;
                            lastName: string;
                        }[];
                        /** @enum {string} */
                        status: "PENDING" | "PENDING_EMAIL_VALIDATION" | "PENDING_PHONE_VALIDATION" | "SCREENING" | "ACTIVE" | "INACTIVE";
                        externalId?: string;
                        bankAccount?: {
                            id: string;
                            externalId?: string;
                            accountNumber: string;
                            nickname?: string;
                            bank: string;
                            currency: string;
                            typeAccount?: string;
                            accountHolder: string;
                            accountHolderDni: string;
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        rules?: {
                            [key: string]: unknown;
                        };
                        gender?: string;
                        kyc?: {
                            [key: string]: unknown;
                        };
                        watchList?: {
                            [key: string]: unknown;
                        };
                        extendedData: string[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWithdrawalAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved bank accounts, each with its `id` and timestamps, in `withdrawalAccounts`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        withdrawalAccounts: {
                            id: string;
                            externalId?: string;
                            accountNumber: string;
                            nickname?: string;
                            bank: string;
                            currency: string;
                            typeAccount?: string;
                            accountHolder: string;
                            accountHolderDni: string;
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addWithdrawalAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accountNumber": "00123456789",
                 *       "bank": "BANCO_CHILE",
                 *       "currency": "CLP",
                 *       "typeAccount": "CHECKING",
                 *       "accountHolder": "Ana Pérez",
                 *       "accountHolderDni": "12345678-5",
                 *       "country": "CHL",
                 *       "nickname": "Cuenta corriente",
                 *       "externalId": "payout-account-1"
                 *     }
                 */
                "application/json": {
                    externalId?: string;
                    accountNumber: string;
                    nickname?: string;
                    bank: string;
                    /** @description ISO 4217 (or USDC, USDT) */
                    currency: string;
                    typeAccount?: "CHECKING" | "SAVINGS";
                    accountHolder: string;
                    accountHolderDni: string;
                    /** @description ISO 3166-1 alpha-3 */
                    country: string;
                };
            };
        };
        responses: {
            /** @description The saved bank account, with its `id`, `createdAt` and `updatedAt`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId?: string;
                        accountNumber: string;
                        nickname?: string;
                        bank: string;
                        currency: string;
                        typeAccount?: string;
                        accountHolder: string;
                        accountHolderDni: string;
                        country: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeWithdrawalAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listIdentityPermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scopes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        resource: "IDENTITY";
                        reference: string;
                        permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                    }[];
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    grantIdentityPermissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "resource": "IDENTITY",
                 *         "reference": "idn_01HV3K8W2Q9ZC4",
                 *         "permissions": [
                 *           "identity:read",
                 *           "account:read"
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": {
                    /** @enum {string} */
                    resource: "IDENTITY";
                    reference: string;
                    permissions: ("admin" | "identity:read" | "identity:write" | "account:read" | "account:write" | "payment:read" | "payment:write")[];
                }[];
            };
        };
        responses: {
            /** @description An empty object. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeIdentityPermission: {
        parameters: {
            query?: {
                resource?: "IDENTITY";
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
                toRemoveId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                parentId?: string;
                accountNumber?: string;
                externalId?: string;
                identityId?: string;
                type?: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                /** @description ISO 4217 (or USDC, USDT) */
                currency?: string;
                status?: "PENDING" | "ACTIVE" | "BLOCKED";
                /** @description DD/MM/YYYY */
                startDate?: string;
                /** @description DD/MM/YYYY */
                endDate?: string;
                scopeIdentity?: string;
                /** @description createdAt:desc (newest first, the default) or createdAt:asc */
                sort?: "createdAt:desc" | "createdAt:asc";
                /** @description Page size; values above the maximum are capped */
                limit?: number;
                /** @description Offset of the page, as returned in pagination.next */
                next?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Opaque keyset cursor */
                cursor?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pagination object with the page of accounts in `pagination.results`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pagination: {
                            /** @description Items shown so far, this page included */
                            count: number;
                            /** @description Offset of the next page */
                            next: number;
                            /** @description Offset of the previous page */
                            previous: number;
                            /** @description Items matching the filters */
                            total: number;
                            /** @description v2 only: page size */
                            limit?: number;
                            /** @description v2 only: cursor of the next page */
                            cursor?: string | null;
                            /** @description v2 only: whether another page follows */
                            hasMore?: boolean;
                            results: {
                                id: string;
                                /** @description Owner identity; empty for the platform’s ESCROW and FEE accounts */
                                identityId: string;
                                externalId: string;
                                /** @enum {string} */
                                type: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                                /** @enum {string} */
                                custody: "BANK_ACCOUNT" | "PLATFORM" | "CRYPTO_WALLET";
                                balance: string;
                                availableFunds: string;
                                currency: string;
                                name: string;
                                accountNumber: string;
                                accountHolder: string;
                                /** @enum {string} */
                                status: "PENDING" | "ACTIVE" | "BLOCKED";
                                /** @description Parent account id; empty when this is not a sub-account */
                                parentId: string;
                                subAccounts: {
                                    balance: string;
                                    availableFunds: string;
                                };
                                custodyBankAccount?: {
                                    accountNumber: string;
                                    bank: string;
                                    /** @description ISO 4217 (or USDC, USDT) */
                                    currency: string;
                                    typeAccount?: "CHECKING" | "SAVINGS";
                                    /** @description ISO 3166-1 alpha-3 */
                                    country: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "identityId": "idn_01HV3K8W2Q9ZC4",
                 *       "type": "CHECKING",
                 *       "currency": "CLP",
                 *       "name": "Ana — CLP"
                 *     }
                 */
                "application/json": {
                    identityId: string;
                    type: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                    /** @description ISO 4217 (or USDC, USDT) */
                    currency: string;
                    externalId?: string;
                    custody?: "BANK_ACCOUNT" | "PLATFORM" | "CRYPTO_WALLET";
                    name?: string;
                    parentId?: string;
                    custodyBankAccount?: {
                        accountNumber: string;
                        bank: string;
                        /** @description ISO 4217 (or USDC, USDT) */
                        currency: string;
                        typeAccount?: "CHECKING" | "SAVINGS";
                        /** @description ISO 3166-1 alpha-3 */
                        country: string;
                    };
                };
            };
        };
        responses: {
            /** @description The account, with its number, status and balances as decimal strings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description Owner identity; empty for the platform’s ESCROW and FEE accounts */
                        identityId: string;
                        externalId: string;
                        /** @enum {string} */
                        type: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                        /** @enum {string} */
                        custody: "BANK_ACCOUNT" | "PLATFORM" | "CRYPTO_WALLET";
                        balance: string;
                        availableFunds: string;
                        currency: string;
                        name: string;
                        accountNumber: string;
                        accountHolder: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "BLOCKED";
                        /** @description Parent account id; empty when this is not a sub-account */
                        parentId: string;
                        subAccounts: {
                            balance: string;
                            availableFunds: string;
                        };
                        custodyBankAccount?: {
                            accountNumber: string;
                            bank: string;
                            /** @description ISO 4217 (or USDC, USDT) */
                            currency: string;
                            typeAccount?: "CHECKING" | "SAVINGS";
                            /** @description ISO 3166-1 alpha-3 */
                            country: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listIdentityAccounts: {
        parameters: {
            query: {
                identityId: string;
                type?: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                /** @description ISO 4217 (or USDC, USDT) */
                currency?: string;
                status?: "PENDING" | "ACTIVE" | "BLOCKED";
                /** @description createdAt:desc (newest first, the default) or createdAt:asc */
                sort?: "createdAt:desc" | "createdAt:asc";
                scopeIdentity?: string;
                /** @description Page size; values above the maximum are capped */
                limit?: number;
                /** @description Offset of the page, as returned in pagination.next */
                next?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Opaque keyset cursor */
                cursor?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of accounts (`data`) and the pagination object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @description Owner identity; empty for the platform’s ESCROW and FEE accounts */
                            identityId: string;
                            externalId: string;
                            /** @enum {string} */
                            type: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                            /** @enum {string} */
                            custody: "BANK_ACCOUNT" | "PLATFORM" | "CRYPTO_WALLET";
                            balance: string;
                            availableFunds: string;
                            currency: string;
                            name: string;
                            accountNumber: string;
                            accountHolder: string;
                            /** @enum {string} */
                            status: "PENDING" | "ACTIVE" | "BLOCKED";
                            /** @description Parent account id; empty when this is not a sub-account */
                            parentId: string;
                            subAccounts: {
                                balance: string;
                                availableFunds: string;
                            };
                            custodyBankAccount?: {
                                accountNumber: string;
                                bank: string;
                                /** @description ISO 4217 (or USDC, USDT) */
                                currency: string;
                                typeAccount?: "CHECKING" | "SAVINGS";
                                /** @description ISO 3166-1 alpha-3 */
                                country: string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        pagination: {
                            /** @description Items shown so far, this page included */
                            count: number;
                            /** @description Offset of the next page */
                            next: number;
                            /** @description Offset of the previous page */
                            previous: number;
                            /** @description Items matching the filters */
                            total: number;
                            /** @description v2 only: page size */
                            limit?: number;
                            /** @description v2 only: cursor of the next page */
                            cursor?: string | null;
                            /** @description v2 only: whether another page follows */
                            hasMore?: boolean;
                            results: {
                                id: string;
                                /** @description Owner identity; empty for the platform’s ESCROW and FEE accounts */
                                identityId: string;
                                externalId: string;
                                /** @enum {string} */
                                type: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                                /** @enum {string} */
                                custody: "BANK_ACCOUNT" | "PLATFORM" | "CRYPTO_WALLET";
                                balance: string;
                                availableFunds: string;
                                currency: string;
                                name: string;
                                accountNumber: string;
                                accountHolder: string;
                                /** @enum {string} */
                                status: "PENDING" | "ACTIVE" | "BLOCKED";
                                /** @description Parent account id; empty when this is not a sub-account */
                                parentId: string;
                                subAccounts: {
                                    balance: string;
                                    availableFunds: string;
                                };
                                custodyBankAccount?: {
                                    accountNumber: string;
                                    bank: string;
                                    /** @description ISO 4217 (or USDC, USDT) */
                                    currency: string;
                                    typeAccount?: "CHECKING" | "SAVINGS";
                                    /** @description ISO 3166-1 alpha-3 */
                                    country: string;
                                };
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ensureEscrowAndFeeAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "currencies": [
                 *         "CLP",
                 *         "USD"
                 *       ]
                 *     }
                 */
                "application/json": {
                    currencies?: string[];
                } | null;
            };
        };
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, with its number, status and balances as decimal strings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description Owner identity; empty for the platform’s ESCROW and FEE accounts */
                        identityId: string;
                        externalId: string;
                        /** @enum {string} */
                        type: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                        /** @enum {string} */
                        custody: "BANK_ACCOUNT" | "PLATFORM" | "CRYPTO_WALLET";
                        balance: string;
                        availableFunds: string;
                        currency: string;
                        name: string;
                        accountNumber: string;
                        accountHolder: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "BLOCKED";
                        /** @description Parent account id; empty when this is not a sub-account */
                        parentId: string;
                        subAccounts: {
                            balance: string;
                            availableFunds: string;
                        };
                        custodyBankAccount?: {
                            accountNumber: string;
                            bank: string;
                            /** @description ISO 4217 (or USDC, USDT) */
                            currency: string;
                            typeAccount?: "CHECKING" | "SAVINGS";
                            /** @description ISO 3166-1 alpha-3 */
                            country: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "BLOCKED"
                 *     }
                 */
                "application/json": {
                    status?: "PENDING" | "ACTIVE" | "BLOCKED";
                    name?: string;
                    externalId?: string;
                };
            };
        };
        responses: {
            /** @description The account as updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description Owner identity; empty for the platform’s ESCROW and FEE accounts */
                        identityId: string;
                        externalId: string;
                        /** @enum {string} */
                        type: "CHECKING" | "ASSET" | "SAVINGS" | "ESCROW" | "FEE";
                        /** @enum {string} */
                        custody: "BANK_ACCOUNT" | "PLATFORM" | "CRYPTO_WALLET";
                        balance: string;
                        availableFunds: string;
                        currency: string;
                        name: string;
                        accountNumber: string;
                        accountHolder: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "BLOCKED";
                        /** @description Parent account id; empty when this is not a sub-account */
                        parentId: string;
                        subAccounts: {
                            balance: string;
                            availableFunds: string;
                        };
                        custodyBankAccount?: {
                            accountNumber: string;
                            bank: string;
                            /** @description ISO 4217 (or USDC, USDT) */
                            currency: string;
                            typeAccount?: "CHECKING" | "SAVINGS";
                            /** @description ISO 3166-1 alpha-3 */
                            country: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listBalances: {
        parameters: {
            query: {
                identityId: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity id and one entry per currency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        identityId: string;
                        balances: {
                            currency: string;
                            balance: string;
                            availableFunds: string;
                            /** @description Accounts in this currency */
                            accounts: number;
                        }[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Customer ids, comma-separated */
                id?: string[];
                /** @description Customer types, comma-separated: INDIVIDUAL, BUSINESS */
                type?: string[];
                /** @description Owner identity ids, comma-separated */
                identityId?: string[];
                /** @description Only customers with this email, in any case */
                email?: string;
                /** @description Only customers with this document number, as stored */
                documentNumber?: string;
                /** @description Only customers owned by identities this identity may act on (itself included) */
                scopeIdentity?: string;
                /** @description Free text matched, ignoring case and accents, inside names, email, document number and phone; 2 to 200 characters after trimming, blank means no search */
                search?: string;
                /** @description createdAt:desc (newest first, the default) or createdAt:asc */
                sort?: "createdAt:desc" | "createdAt:asc";
                /** @description Page size; values above the maximum are capped */
                limit?: number;
                /** @description Offset of the page, as returned in pagination.next */
                next?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Opaque keyset cursor */
                cursor?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pagination object and the page of customers in `results`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pagination: {
                            /** @description Items shown so far, this page included */
                            count: number;
                            /** @description Offset of the next page */
                            next: number;
                            /** @description Offset of the previous page */
                            previous: number;
                            /** @description Items matching the filters */
                            total: number;
                            /** @description v2 only: page size */
                            limit?: number;
                            /** @description v2 only: cursor of the next page */
                            cursor?: string | null;
                            /** @description v2 only: whether another page follows */
                            hasMore?: boolean;
                        };
                        results: {
                            id: string;
                            type: "INDIVIDUAL" | "BUSINESS";
                            firstName: string;
                            lastName?: string;
                            email?: string;
                            phoneNumber?: string;
                            phoneNumberPrefix?: string;
                            documentType?: string;
                            documentNumber?: string;
                            address?: {
                                administrativeAreaLevel1?: string;
                                administrativeAreaLevel2?: string;
                                administrativeAreaLevel3?: string;
                                street?: string;
                                streetNumber?: string;
                                optionalAddress?: string;
                                /** @description ISO 3166-1 alpha-3 */
                                country?: string;
                                zipcode?: string;
                            };
                            identityId?: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "José",
                 *       "lastName": "Müller",
                 *       "email": "jose.muller@example.com",
                 *       "phoneNumberPrefix": "+57",
                 *       "phoneNumber": "3001234567",
                 *       "documentType": "CED_CIU",
                 *       "documentNumber": "1020304050"
                 *     }
                 */
                "application/json": {
                    firstName: string;
                    lastName?: string | null;
                    /** Format: email */
                    email?: string | null;
                    /** @description Digits only, without the country calling code (which goes in phoneNumberPrefix) */
                    phoneNumber?: string | null;
                    /** @description Country calling code with the plus sign, e.g. +57 */
                    phoneNumberPrefix?: string | null;
                    /** @description One of the supported document types, e.g. RUT, CPF */
                    documentType?: string | null;
                    documentNumber?: string | null;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /** @description ISO 3166-1 alpha-3 */
                        country?: string;
                        zipcode?: string;
                    } | null;
                    /** @description The identity (of this client) that owns the payer */
                    identityId?: string | null;
                    /** @default INDIVIDUAL */
                    type?: "INDIVIDUAL" | "BUSINESS";
                };
            };
        };
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        type: "INDIVIDUAL" | "BUSINESS";
                        firstName: string;
                        lastName?: string;
                        email?: string;
                        phoneNumber?: string;
                        phoneNumberPrefix?: string;
                        documentType?: string;
                        documentNumber?: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                        identityId?: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        type: "INDIVIDUAL" | "BUSINESS";
                        firstName: string;
                        lastName?: string;
                        email?: string;
                        phoneNumber?: string;
                        phoneNumberPrefix?: string;
                        documentType?: string;
                        documentNumber?: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                        identityId?: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "jose@example.org",
                 *       "address": null
                 *     }
                 */
                "application/json": {
                    firstName?: string;
                    lastName?: string | null;
                    /** Format: email */
                    email?: string | null;
                    /** @description Digits only, without the country calling code (which goes in phoneNumberPrefix) */
                    phoneNumber?: string | null;
                    /** @description Country calling code with the plus sign, e.g. +57 */
                    phoneNumberPrefix?: string | null;
                    /** @description One of the supported document types, e.g. RUT, CPF */
                    documentType?: string | null;
                    documentNumber?: string | null;
                    address?: {
                        administrativeAreaLevel1?: string;
                        administrativeAreaLevel2?: string;
                        administrativeAreaLevel3?: string;
                        street?: string;
                        streetNumber?: string;
                        optionalAddress?: string;
                        /** @description ISO 3166-1 alpha-3 */
                        country?: string;
                        zipcode?: string;
                    } | null;
                    /** @description The identity (of this client) that owns the payer */
                    identityId?: string | null;
                    type?: "INDIVIDUAL" | "BUSINESS";
                    id?: string;
                };
            };
        };
        responses: {
            /** @description The customer as updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        type: "INDIVIDUAL" | "BUSINESS";
                        firstName: string;
                        lastName?: string;
                        email?: string;
                        phoneNumber?: string;
                        phoneNumberPrefix?: string;
                        documentType?: string;
                        documentNumber?: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                        identityId?: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRules: {
        parameters: {
            query?: {
                /** @description Rule ids, comma-separated */
                id?: string[];
                /** @description Owners, comma-separated; every rule created through the API is owned by CLIENT */
                owner?: string[];
                /** @description Targets, comma-separated: IDENTITY, TRANSACTION */
                target?: string[];
                /** @description Rule types, comma-separated: FEE, ALLOWED_VALUES */
                type?: string[];
                /** @description Identity ids the rules were created on, comma-separated */
                identityId?: string[];
                /** @description Page size; values above the maximum are capped */
                limit?: number;
                /** @description Offset of the page, as returned in pagination.next */
                next?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Opaque keyset cursor */
                cursor?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pagination object and the page of rules in `results`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pagination: {
                            /** @description Items shown so far, this page included */
                            count: number;
                            /** @description Offset of the next page */
                            next: number;
                            /** @description Offset of the previous page */
                            previous: number;
                            /** @description Items matching the filters */
                            total: number;
                            /** @description v2 only: page size */
                            limit?: number;
                            /** @description v2 only: cursor of the next page */
                            cursor?: string | null;
                            /** @description v2 only: whether another page follows */
                            hasMore?: boolean;
                        };
                        results: {
                            id: string;
                            /** @description CLIENT: created by the client through the API */
                            owner: string;
                            target: string;
                            type: string;
                            identityId: string;
                            overwrites: boolean;
                            filter: {
                                name: string;
                                value: string;
                            }[] | null;
                            feeRule?: {
                                feeType: string;
                                /** @description Same as feeType, for clients reading the reference’s sample */
                                type: string;
                                value: string;
                                currency?: string;
                                description?: string;
                            };
                            allowedValuesRule?: {
                                key: string;
                                allowedValues: string[];
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "FEE",
                 *       "identityId": "idn_01HV3K8W2Q9ZC4",
                 *       "overwrites": false,
                 *       "filter": [
                 *         {
                 *           "name": "paymentMethod",
                 *           "value": "CARD"
                 *         }
                 *       ],
                 *       "feeRule": {
                 *         "feeType": "PERCENTAGE",
                 *         "value": "2.9",
                 *         "description": "Card processing"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "FEE" | "ALLOWED_VALUES";
                    identityId: string;
                    /** @description Hide the rules of this type inherited from ancestors */
                    overwrites: boolean;
                    /**
                     * @description FEE rules always target TRANSACTION; ALLOWED_VALUES rules default to it
                     * @enum {string}
                     */
                    target?: "IDENTITY" | "TRANSACTION";
                    filter?: {
                        /** @enum {string} */
                        name: "paymentMethod" | "currency" | "purchaseCurrency" | "transactionType" | "country" | "product";
                        value: string;
                    }[] | null;
                    /** @description currency is required for FIXED fees and refused for PERCENTAGE ones */
                    feeRule?: {
                        /** @enum {string} */
                        feeType?: "FIXED" | "PERCENTAGE";
                        /**
                         * @description Accepted in place of feeType (the reference’s sample names it so)
                         * @enum {string}
                         */
                        type?: "FIXED" | "PERCENTAGE";
                        /** @description PERCENTAGE: percent, at most 100. FIXED: units of currency, within its scale */
                        value: string;
                        /** @description ISO 4217 (or USDC, USDT) */
                        currency?: string;
                        description?: string;
                    } | null;
                    allowedValuesRule?: {
                        /** @enum {string} */
                        key: "paymentMethod" | "currency" | "purchaseCurrency" | "transactionType" | "country" | "product" | "destinationType";
                        allowedValues: string[];
                    } | null;
                };
            };
        };
        responses: {
            /** @description The rule. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description CLIENT: created by the client through the API */
                        owner: string;
                        target: string;
                        type: string;
                        identityId: string;
                        overwrites: boolean;
                        filter: {
                            name: string;
                            value: string;
                        }[] | null;
                        feeRule?: {
                            feeType: string;
                            /** @description Same as feeType, for clients reading the reference’s sample */
                            type: string;
                            value: string;
                            currency?: string;
                            description?: string;
                        };
                        allowedValuesRule?: {
                            key: string;
                            allowedValues: string[];
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description CLIENT: created by the client through the API */
                        owner: string;
                        target: string;
                        type: string;
                        identityId: string;
                        overwrites: boolean;
                        filter: {
                            name: string;
                            value: string;
                        }[] | null;
                        feeRule?: {
                            feeType: string;
                            /** @description Same as feeType, for clients reading the reference’s sample */
                            type: string;
                            value: string;
                            currency?: string;
                            description?: string;
                        };
                        allowedValuesRule?: {
                            key: string;
                            allowedValues: string[];
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                identityId?: string;
                accountNumber?: string;
                /** @description Payment types, comma separated */
                type?: string[];
                /** @description Statuses, comma separated */
                status?: string[];
                /** @description Settlement currencies (the payment’s currency), comma separated */
                currency?: string[];
                externalId?: string;
                checkoutSessionId?: string;
                paymentLinkId?: string;
                /** @description DD/MM/YYYY */
                startDate?: string;
                /** @description DD/MM/YYYY */
                endDate?: string;
                /** @description createdAt:desc (newest first, the default) or createdAt:asc */
                sort?: "createdAt:desc" | "createdAt:asc";
                /** @description Page size; values above the maximum are capped */
                limit?: number;
                /** @description Offset of the page, as returned in pagination.next */
                next?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Opaque keyset cursor */
                cursor?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pagination object and the page of payments in `results`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pagination: {
                            /** @description Items shown so far, this page included */
                            count: number;
                            /** @description Offset of the next page */
                            next: number;
                            /** @description Offset of the previous page */
                            previous: number;
                            /** @description Items matching the filters */
                            total: number;
                            /** @description v2 only: page size */
                            limit?: number;
                            /** @description v2 only: cursor of the next page */
                            cursor?: string | null;
                            /** @description v2 only: whether another page follows */
                            hasMore?: boolean;
                        };
                        results: {
                            id: string;
                            externalId: string;
                            identityId: string;
                            identityExternalId?: string;
                            accountNumber: string;
                            totalAmount: string;
                            currency: string;
                            description?: string;
                            product: string;
                            /** @enum {string} */
                            status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                            /** @enum {string} */
                            type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                            purchaseAmount: string;
                            purchaseCurrency: string;
                            /** @description Units of currency per unit of purchaseCurrency */
                            exchangeRate: string;
                            fees: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            expiresAt?: string;
                            /** Format: date-time */
                            authorizedAt?: string;
                            /** Format: date-time */
                            capturedAt?: string;
                            /** Format: date-time */
                            refundedAt?: string;
                            origins: ({
                                type: string;
                                currency: string;
                                amount: string;
                                amountOut?: string;
                                fee?: {
                                    name: string;
                                    type: string;
                                    value: string;
                                    amount: string;
                                    currency: string;
                                };
                            } & {
                                [key: string]: unknown;
                            })[];
                            destinations: ({
                                type: string;
                                currency: string;
                                amount: string;
                                amountOut?: string;
                                fee?: {
                                    name: string;
                                    type: string;
                                    value: string;
                                    amount: string;
                                    currency: string;
                                };
                            } & {
                                [key: string]: unknown;
                            })[];
                            settlement?: string;
                            failureReason?: string;
                            reviewReasons?: string[];
                            checkoutSessionId?: string;
                            paymentLinkId?: string;
                        }[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "identityId": "idn_01HV3K8W2Q9ZC4",
                 *       "accountNumber": "1000000042",
                 *       "type": "TOPUP_ACCOUNT",
                 *       "product": "CLP:CLP",
                 *       "purchaseAmount": "50000",
                 *       "externalId": "order-2291",
                 *       "origins": [
                 *         {
                 *           "type": "ETPAY",
                 *           "currency": "CLP",
                 *           "etpay": {
                 *             "customer": {
                 *               "firstName": "Ana",
                 *               "email": "ana@example.com"
                 *             },
                 *             "successUrl": "https://shop.example.com/ok",
                 *             "failedUrl": "https://shop.example.com/ko"
                 *           }
                 *         }
                 *       ],
                 *       "destinations": [
                 *         {
                 *           "type": "ACCOUNT",
                 *           "currency": "CLP",
                 *           "account": {
                 *             "accountNumber": "1000000042"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    identityId: string;
                    identityExternalId?: string;
                    accountNumber: string;
                    type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                    /** @description PURCHASECURRENCY:CURRENCY */
                    product: string;
                    /** @description Decimal string */
                    purchaseAmount?: string;
                    /** @description ISO 4217 (or USDC, USDT) */
                    purchaseCurrency?: string;
                    /** @description Decimal string */
                    totalAmount?: string;
                    /** @description ISO 4217 (or USDC, USDT) */
                    currency?: string;
                    origins: components["schemas"]["OriginNode"][];
                    destinations: components["schemas"]["DestinationNode"][];
                    externalId?: string;
                    description?: string;
                    /** Format: date-time */
                    expiresAt?: string;
                };
            };
        };
        responses: {
            /** @description The payment with its status, amounts, fees, exchange rate and nodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment with its status, amounts, fees, exchange rate and nodes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    authorizePayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment, `AUTHORIZED`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    capturePayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment, `CAPTURED`, `RECEIVED`, `REQUIRES_REVIEW` or `FAILED`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reviewPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "decision": "APPROVE",
                 *       "reason": "Customer identity confirmed by phone"
                 *     }
                 */
                "application/json": {
                    decision: "APPROVE" | "REJECT";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The payment after the decision. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refundPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment with `refundedAt`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    receivePayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "pay_01HV3M2F7R0E5N",
                 *       "status": "RECEIVED"
                 *     }
                 */
                "application/json": {
                    id?: string;
                    transactionId?: string;
                    externalId?: string;
                    status?: "RECEIVED" | "FAILED";
                    signature?: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The payment, `RECEIVED`, `FAILED` or `REQUIRES_REVIEW`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    settleTransactions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transactions": [
                 *         {
                 *           "id": "pay_01HV3M2F7R0E5N",
                 *           "externalId": "order-2291",
                 *           "totalAmount": "50000",
                 *           "currency": "CLP",
                 *           "product": "CLP:CLP",
                 *           "type": "TOPUP_ACCOUNT"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    transactions: ({
                        id: string;
                        externalId: string;
                        /** @description Decimal string */
                        totalAmount: string;
                        /** @description ISO 4217 (or USDC, USDT) */
                        currency: string;
                        product: string;
                        type: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
        };
        responses: {
            /** @description The problems found, one `"<id>: <reason>"` string each; empty when everything matched. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPaymentAttempts: {
        parameters: {
            query?: {
                identityId?: string;
                accountNumber?: string;
                /** @description Payment types, comma separated */
                type?: string[];
                /** @description Statuses, comma separated */
                status?: string[];
                /** @description Settlement currencies (the payment’s currency), comma separated */
                currency?: string[];
                externalId?: string;
                checkoutSessionId?: string;
                paymentLinkId?: string;
                /** @description DD/MM/YYYY */
                startDate?: string;
                /** @description DD/MM/YYYY */
                endDate?: string;
                /** @description createdAt:desc (newest first, the default) or createdAt:asc */
                sort?: "createdAt:desc" | "createdAt:asc";
                /** @description Page size; values above the maximum are capped */
                limit?: number;
                /** @description Offset of the page, as returned in pagination.next */
                next?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Opaque keyset cursor */
                cursor?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of attempts (`data`) and the pagination object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            externalId: string;
                            identityId: string;
                            identityExternalId?: string;
                            accountNumber: string;
                            totalAmount: string;
                            currency: string;
                            description?: string;
                            product: string;
                            /** @enum {string} */
                            status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                            /** @enum {string} */
                            type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                            purchaseAmount: string;
                            purchaseCurrency: string;
                            /** @description Units of currency per unit of purchaseCurrency */
                            exchangeRate: string;
                            fees: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            expiresAt?: string;
                            /** Format: date-time */
                            authorizedAt?: string;
                            /** Format: date-time */
                            capturedAt?: string;
                            /** Format: date-time */
                            refundedAt?: string;
                            origins: ({
                                type: string;
                                currency: string;
                                amount: string;
                                amountOut?: string;
                                fee?: {
                                    name: string;
                                    type: string;
                                    value: string;
                                    amount: string;
                                    currency: string;
                                };
                            } & {
                                [key: string]: unknown;
                            })[];
                            destinations: ({
                                type: string;
                                currency: string;
                                amount: string;
                                amountOut?: string;
                                fee?: {
                                    name: string;
                                    type: string;
                                    value: string;
                                    amount: string;
                                    currency: string;
                                };
                            } & {
                                [key: string]: unknown;
                            })[];
                            settlement?: string;
                            failureReason?: string;
                            reviewReasons?: string[];
                            checkoutSessionId?: string;
                            paymentLinkId?: string;
                        }[];
                        pagination: {
                            /** @description Items shown so far, this page included */
                            count: number;
                            /** @description Offset of the next page */
                            next: number;
                            /** @description Offset of the previous page */
                            previous: number;
                            /** @description Items matching the filters */
                            total: number;
                            /** @description v2 only: page size */
                            limit?: number;
                            /** @description v2 only: cursor of the next page */
                            cursor?: string | null;
                            /** @description v2 only: whether another page follows */
                            hasMore?: boolean;
                            results: {
                                id: string;
                                externalId: string;
                                identityId: string;
                                identityExternalId?: string;
                                accountNumber: string;
                                totalAmount: string;
                                currency: string;
                                description?: string;
                                product: string;
                                /** @enum {string} */
                                status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                                /** @enum {string} */
                                type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                                purchaseAmount: string;
                                purchaseCurrency: string;
                                /** @description Units of currency per unit of purchaseCurrency */
                                exchangeRate: string;
                                fees: {
                                    name: string;
                                    type: string;
                                    value: string;
                                    amount: string;
                                    currency: string;
                                }[];
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** Format: date-time */
                                expiresAt?: string;
                                /** Format: date-time */
                                authorizedAt?: string;
                                /** Format: date-time */
                                capturedAt?: string;
                                /** Format: date-time */
                                refundedAt?: string;
                                origins: ({
                                    type: string;
                                    currency: string;
                                    amount: string;
                                    amountOut?: string;
                                    fee?: {
                                        name: string;
                                        type: string;
                                        value: string;
                                        amount: string;
                                        currency: string;
                                    };
                                } & {
                                    [key: string]: unknown;
                                })[];
                                destinations: ({
                                    type: string;
                                    currency: string;
                                    amount: string;
                                    amountOut?: string;
                                    fee?: {
                                        name: string;
                                        type: string;
                                        value: string;
                                        amount: string;
                                        currency: string;
                                    };
                                } & {
                                    [key: string]: unknown;
                                })[];
                                settlement?: string;
                                failureReason?: string;
                                reviewReasons?: string[];
                                checkoutSessionId?: string;
                                paymentLinkId?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPaymentAttempt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "identityId": "idn_01HV3K8W2Q9ZC4",
                 *       "accountNumber": "1000000042",
                 *       "type": "TOPUP_ACCOUNT",
                 *       "product": "CLP:CLP",
                 *       "purchaseAmount": "50000",
                 *       "externalId": "order-2291",
                 *       "origins": [
                 *         {
                 *           "type": "ETPAY",
                 *           "currency": "CLP",
                 *           "etpay": {
                 *             "customer": {
                 *               "firstName": "Ana",
                 *               "email": "ana@example.com"
                 *             },
                 *             "successUrl": "https://shop.example.com/ok",
                 *             "failedUrl": "https://shop.example.com/ko"
                 *           }
                 *         }
                 *       ],
                 *       "destinations": [
                 *         {
                 *           "type": "ACCOUNT",
                 *           "currency": "CLP",
                 *           "account": {
                 *             "accountNumber": "1000000042"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    identityId: string;
                    identityExternalId?: string;
                    accountNumber: string;
                    type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                    /** @description PURCHASECURRENCY:CURRENCY */
                    product: string;
                    /** @description Decimal string */
                    purchaseAmount?: string;
                    /** @description ISO 4217 (or USDC, USDT) */
                    purchaseCurrency?: string;
                    /** @description Decimal string */
                    totalAmount?: string;
                    /** @description ISO 4217 (or USDC, USDT) */
                    currency?: string;
                    origins: components["schemas"]["OriginNode"][];
                    destinations: components["schemas"]["DestinationNode"][];
                    externalId?: string;
                    description?: string;
                    /** Format: date-time */
                    expiresAt?: string;
                };
            };
        };
        responses: {
            /** @description The priced attempt. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPaymentAttempt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPaymentDestinations: {
        parameters: {
            query?: {
                accountNumber?: string;
                type?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The destination configurations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        type: string;
                        currency: string;
                        product: string;
                        minAmount: string;
                        maxAmount: string;
                        requiredFields: string[];
                        validOrigins?: string[];
                        validDestinations?: string[];
                        nodeSchema: {
                            [key: string]: unknown;
                        };
                        requiredFieldTypes: {
                            [key: string]: string;
                        };
                        settlement: string;
                    }[];
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPaymentOrigins: {
        parameters: {
            query?: {
                accountNumber?: string;
                /** @description ISO 4217 (or USDC, USDT) */
                currency?: string;
                /** @description ISO 4217 (or USDC, USDT) */
                purchaseCurrency?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The origin configurations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        type: string;
                        currency: string;
                        product: string;
                        minAmount: string;
                        maxAmount: string;
                        requiredFields: string[];
                        validOrigins?: string[];
                        validDestinations?: string[];
                        nodeSchema: {
                            [key: string]: unknown;
                        };
                        requiredFieldTypes: {
                            [key: string]: string;
                        };
                        settlement: string;
                    }[];
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAvailableProducts: {
        parameters: {
            query?: {
                identityId?: string;
                currencies?: string;
                /** @description ISO 4217 (or USDC, USDT) */
                currency?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported currencies and methods, and the products per currency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        supportedPaymentCurrencies: string[];
                        supportedPayoutCurrencies: string[];
                        supportedPaymentMethods: string[];
                        supportedWithdrawalMethods: string[];
                        byCurrency: {
                            currency: string;
                            payin: {
                                paymentMethods: string[];
                                products: {
                                    name: string;
                                    type: string;
                                    currency: string;
                                    product: string;
                                    minAmount: string;
                                    maxAmount: string;
                                    requiredFields: string[];
                                    validOrigins?: string[];
                                    validDestinations?: string[];
                                    nodeSchema: {
                                        [key: string]: unknown;
                                    };
                                    requiredFieldTypes: {
                                        [key: string]: string;
                                    };
                                    settlement: string;
                                }[];
                            };
                            payout: {
                                withdrawalMethods: string[];
                                products: {
                                    name: string;
                                    type: string;
                                    currency: string;
                                    product: string;
                                    minAmount: string;
                                    maxAmount: string;
                                    requiredFields: string[];
                                    validOrigins?: string[];
                                    validDestinations?: string[];
                                    nodeSchema: {
                                        [key: string]: unknown;
                                    };
                                    requiredFieldTypes: {
                                        [key: string]: string;
                                    };
                                    settlement: string;
                                }[];
                            };
                        }[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listIdentityCurrencies: {
        parameters: {
            query: {
                identityId: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity id with its account, payment and payout currencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        identityId: string;
                        /** @description Currencies of the identity’s accounts */
                        accountCurrencies: string[];
                        supportedPaymentCurrencies: string[];
                        supportedPayoutCurrencies: string[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getFxRates: {
        parameters: {
            query?: {
                /** @description empty: USD */
                base?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The base currency, the rates by currency as decimal strings, and when the table took effect. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        base: string;
                        rates: {
                            [key: string]: string;
                        };
                        /**
                         * Format: date-time
                         * @description When the rate table took effect
                         */
                        timestamp: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listBanks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                country: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The banks, with their codes and, where rails use them, institution ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        countryCode: string;
                        bankId?: string;
                    }[];
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-3 */
                country?: string;
                /** @description ISO 4217 (or USDC, USDT) */
                currency?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rails. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        type: string;
                        name: string;
                        category: string;
                        payIn: boolean;
                        payOut: boolean;
                        countries: string[];
                        currencies: string[];
                    }[];
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getWebhookConfig: {
        parameters: {
            query?: {
                /** @description default, or a separate URL for static / dynamic CVU flows */
                flavor?: "default" | "cvu.static" | "cvu.dynamic";
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration: URL, flavor and the flavors registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhookUrl: string;
                        /** @description default, or a separate URL for static / dynamic CVU flows */
                        flavor: "default" | "cvu.static" | "cvu.dynamic";
                        /** @description The flavor whose URL webhookUrl is (default when the asked flavor has none of its own) */
                        sourceFlavor: "default" | "cvu.static" | "cvu.dynamic";
                        flavors: {
                            default?: string;
                            "cvu.static"?: string;
                            "cvu.dynamic"?: string;
                        };
                        metadata: {
                            /** @description Whether a secretKey is registered */
                            signed: boolean;
                            environment: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putWebhookConfig: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "webhookUrl": "https://shop.example.com/hooks/payments",
                 *       "secretKey": "whsec-4f1c9a27e8b3d605"
                 *     }
                 */
                "application/json": {
                    /** @description https in live; http is also accepted in the sandbox */
                    webhookUrl: string;
                    /** @description Signs every delivery; stored encrypted, never returned. Omit to keep the current one. */
                    secretKey?: string;
                    /** @description default, or a separate URL for static / dynamic CVU flows */
                    flavor?: "default" | "cvu.static" | "cvu.dynamic";
                };
            };
        };
        responses: {
            /** @description The configuration: URL, flavor and the flavors registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhookUrl: string;
                        /** @description default, or a separate URL for static / dynamic CVU flows */
                        flavor: "default" | "cvu.static" | "cvu.dynamic";
                        /** @description The flavor whose URL webhookUrl is (default when the asked flavor has none of its own) */
                        sourceFlavor: "default" | "cvu.static" | "cvu.dynamic";
                        flavors: {
                            default?: string;
                            "cvu.static"?: string;
                            "cvu.dynamic"?: string;
                        };
                        metadata: {
                            /** @description Whether a secretKey is registered */
                            signed: boolean;
                            environment: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendTestWebhookEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "event": "Transaction.Received"
                 *     }
                 */
                "application/json": {
                    /** @description Which callback to simulate; Transaction.Captured when omitted */
                    event?: "Transaction.Captured" | "Transaction.Received" | "Transaction.Failed";
                };
            };
        };
        responses: {
            /** @description The delivery row, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: date-time */
                        createdAt: string;
                        status: "delivered" | "failed" | "skipped";
                        httpStatus: number | null;
                        attempts: number;
                        testMode: boolean;
                        isReplay: boolean;
                        replayOf: string | null;
                        eventType: string | null;
                        /** @description Raw discriminator: captured, received, failed, settled, refundCreated, … */
                        event: string;
                        transactionId: string;
                        identityId: string;
                        url: string | null;
                        lastError: string | null;
                        nextAttemptAt: string | null;
                        /** @description The callback body as sent, without its per-attempt signature member */
                        payload: {
                            event: string | null;
                            data: {
                                transaction: {
                                    id: string;
                                    purchaseAmount: string;
                                    totalAmount: string;
                                    externalId: string;
                                    currency: string;
                                    status: string;
                                };
                            };
                            /** @description Present (true) only on events sent by POST /clients/webhook/test */
                            test?: boolean;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No webhook URL is registered in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    streamNotifications: {
        parameters: {
            query?: {
                /** @description true: sandbox events only; false: live only; omitted (or anything else): both */
                testMode?: boolean | string | string[];
            };
            header?: {
                /** @description The `id` of the last event received: the stream resumes after it */
                "last-event-id"?: string;
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An open `text/event-stream` of `notification` events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description An unsupported `service-api-version`, or a header holding a NUL character; its `message` names it. Query values are never refused here: what cannot be read is ignored. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                    };
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                    };
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                    };
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Transaction (payment) id */
                transactionId?: string | string[];
                /** @description Identity id */
                identityId?: string | string[];
                /** @description Transaction.Captured | Transaction.Received | Transaction.Failed */
                eventType?: string | string[];
                /** @description Raw discriminator, e.g. captured, settled, refundCreated */
                event?: string | string[];
                /** @description delivered | failed | skipped; anything else is ignored */
                status?: string | string[];
                /** @description true: sandbox only; false: live only; omitted (or anything else): both */
                testMode?: boolean | string | string[];
                /** @description Created at or after (ISO 8601, inclusive); unparseable values are ignored */
                from?: string | string[];
                /** @description Created before (ISO 8601, exclusive); unparseable values are ignored */
                to?: string | string[];
                /** @description Page size, default 50, clamped to 1..200 */
                limit?: number | string | string[];
                /** @description The previous page's nextCursor; an invalid one is ignored (first page) */
                cursor?: string | string[];
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries and `nextCursor` (empty string on the last page). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            id: string;
                            /** Format: date-time */
                            createdAt: string;
                            status: "delivered" | "failed" | "skipped";
                            httpStatus: number | null;
                            attempts: number;
                            testMode: boolean;
                            isReplay: boolean;
                            replayOf: string | null;
                            eventType: string | null;
                            /** @description Raw discriminator: captured, received, failed, settled, refundCreated, … */
                            event: string;
                            transactionId: string;
                            identityId: string;
                            url: string | null;
                            lastError: string | null;
                            nextAttemptAt: string | null;
                            /** @description The callback body as sent, without its per-attempt signature member */
                            payload: {
                                event: string | null;
                                data: {
                                    transaction: {
                                        id: string;
                                        purchaseAmount: string;
                                        totalAmount: string;
                                        externalId: string;
                                        currency: string;
                                        status: string;
                                    };
                                };
                                /** @description Present (true) only on events sent by POST /clients/webhook/test */
                                test?: boolean;
                            };
                        }[];
                        /** @description Pass as cursor for the next page; empty on the last page */
                        nextCursor: string;
                    };
                };
            };
            /** @description An unsupported `service-api-version`, or a header holding a NUL character; its `message` names it. Query values are never refused here: what cannot be read is ignored. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                    };
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                    };
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                    };
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                    };
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                    };
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string | null;
                    };
                };
            };
        };
    };
    replayNotification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery row, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: date-time */
                        createdAt: string;
                        status: "delivered" | "failed" | "skipped";
                        httpStatus: number | null;
                        attempts: number;
                        testMode: boolean;
                        isReplay: boolean;
                        replayOf: string | null;
                        eventType: string | null;
                        /** @description Raw discriminator: captured, received, failed, settled, refundCreated, … */
                        event: string;
                        transactionId: string;
                        identityId: string;
                        url: string | null;
                        lastError: string | null;
                        nextAttemptAt: string | null;
                        /** @description The callback body as sent, without its per-attempt signature member */
                        payload: {
                            event: string | null;
                            data: {
                                transaction: {
                                    id: string;
                                    purchaseAmount: string;
                                    totalAmount: string;
                                    externalId: string;
                                    currency: string;
                                    status: string;
                                };
                            };
                            /** @description Present (true) only on events sent by POST /clients/webhook/test */
                            test?: boolean;
                        };
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPaymentLinks: {
        parameters: {
            query?: {
                /** @description Payment link ids, comma-separated */
                id?: string[];
                /** @description Statuses, comma-separated: ATTEMPT, ACTIVE, EXPIRED, FINISHED, PROCESSING_PAYMENT */
                status?: string[];
                /** @description Destination account numbers, comma-separated */
                "destination.accountNumber"?: string[];
                /** @description Customer emails, comma-separated */
                "customer.email"?: string[];
                /** @description Owner identity ids, comma-separated */
                "owner.identityId"?: string[];
                /** @description Link currencies, comma-separated */
                currency?: string[];
                /** @description DD/MM/YYYY */
                startDate?: string;
                /** @description DD/MM/YYYY */
                endDate?: string;
                /** @description createdAt:desc (newest first, the default) or createdAt:asc */
                sort?: "createdAt:desc" | "createdAt:asc";
                /** @description Page size; values above the maximum are capped */
                limit?: number;
                /** @description Offset of the page, as returned in pagination.next */
                next?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Opaque keyset cursor */
                cursor?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pagination object and the page of links in `results`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pagination: {
                            /** @description Items shown so far, this page included */
                            count: number;
                            /** @description Offset of the next page */
                            next: number;
                            /** @description Offset of the previous page */
                            previous: number;
                            /** @description Items matching the filters */
                            total: number;
                            /** @description v2 only: page size */
                            limit?: number;
                            /** @description v2 only: cursor of the next page */
                            cursor?: string | null;
                            /** @description v2 only: whether another page follows */
                            hasMore?: boolean;
                        };
                        results: {
                            id: string;
                            /** @enum {string} */
                            status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT";
                            checkoutToken: string;
                            items: {
                                description: string;
                                preTaxAmount: string;
                                totalAmount: string;
                                tax: {
                                    name: string;
                                    type: string;
                                    value: string;
                                    amount: string;
                                    currency: string;
                                } | null;
                            }[];
                            currency: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            url: string;
                            paymentMethodsAllowed: string[];
                            customer: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            destinations: {
                                /** @enum {string} */
                                type: "ACCOUNT";
                                amount: string;
                                name?: string;
                                externalId?: string;
                                metadata?: {
                                    image: string;
                                    description: string;
                                    category: string;
                                };
                                account: {
                                    type: string;
                                    currency: string;
                                    accountNumber: string;
                                    accountHolder: string;
                                };
                            }[];
                            customerRequirements: string[];
                            owner: {
                                identityId: string;
                                name?: string;
                                lastname?: string;
                                nickname?: string;
                                documentNumber?: string;
                                entityType?: string;
                            };
                            successUrl?: string;
                            failedUrl?: string;
                            /**
                             * @deprecated
                             * @description Seconds from creation until the link expires; omitted when it does not expire
                             */
                            duration?: number;
                            /** Format: date-time */
                            expiresAt?: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "CLP",
                 *       "items": [
                 *         {
                 *           "description": "Café de grano 1 kg",
                 *           "preTaxAmount": "10000",
                 *           "tax": {
                 *             "name": "IVA",
                 *             "type": "PERCENTAGE",
                 *             "value": "19"
                 *           }
                 *         },
                 *         {
                 *           "description": "Envío",
                 *           "preTaxAmount": "2500"
                 *         }
                 *       ],
                 *       "paymentMethodsAllowed": [
                 *         "CARD",
                 *         "ETPAY",
                 *         "PIX"
                 *       ],
                 *       "destinations": [
                 *         {
                 *           "type": "ACCOUNT",
                 *           "amount": "14400",
                 *           "account": {
                 *             "accountNumber": "1000000042"
                 *           }
                 *         }
                 *       ],
                 *       "owner": {
                 *         "identityId": "idn_01HV3K8W2Q9ZC4"
                 *       },
                 *       "customerRequirements": [
                 *         "firstName",
                 *         "email"
                 *       ],
                 *       "expiresAt": "2030-01-01T00:00:00Z",
                 *       "successUrl": "https://shop.example.com/thanks",
                 *       "failedUrl": "https://shop.example.com/sorry"
                 *     }
                 */
                "application/json": {
                    items: {
                        description: string;
                        /** @description Decimal string */
                        preTaxAmount: string;
                        /** @description Computed when absent; checked when given */
                        totalAmount?: string;
                        tax?: {
                            name: string;
                            type: "FIXED" | "PERCENTAGE";
                            /** @description FIXED: an amount in the link currency; PERCENTAGE: percent of the pre-tax amount */
                            value: string;
                            /** @description Computed when absent; checked when given */
                            amount?: string;
                            /** @description ISO 4217 (or USDC, USDT) */
                            currency?: string;
                        } | null;
                    }[];
                    /** @description ISO 4217 (or USDC, USDT) */
                    currency: string;
                    paymentMethodsAllowed: ("CARD" | "CRYPTO" | "PIX" | "PCT" | "CVU" | "ETPAY" | "FINTOC" | "WEBPAY" | "SPEI" | "PSE" | "BANCOLOMBIA" | "DAVIVIENDA" | "DAVIPLATA" | "NEQUI" | "WOMPI" | "LIGO" | "SIP" | "ACH" | "FEDNOW" | "RTP")[];
                    destinations: {
                        /** @enum {string} */
                        type: "ACCOUNT";
                        /** @description Decimal string */
                        amount: string;
                        name?: string;
                        externalId?: string;
                        metadata?: {
                            image: string;
                            description: string;
                            category: string;
                        };
                        account: {
                            accountNumber: string;
                            type?: string;
                            /** @description ISO 4217 (or USDC, USDT) */
                            currency?: string;
                            accountHolder?: string;
                        };
                    }[];
                    owner: {
                        identityId: string;
                        name?: string;
                        lastname?: string;
                        nickname?: string;
                        documentNumber?: string;
                        entityType?: string;
                    };
                    customer?: {
                        id?: string;
                        firstName: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                        phoneNumber?: string;
                        phoneNumberPrefix?: string;
                        documentType?: string;
                        documentNumber?: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    } | null;
                    customerRequirements?: ("firstName" | "lastName" | "email" | "phoneNumber" | "phoneNumberPrefix" | "address" | "documentNumber" | "documentType")[];
                    /**
                     * @deprecated
                     * @description Deprecated: seconds until the link expires; use expiresAt
                     */
                    duration?: number;
                    /** Format: date-time */
                    expiresAt?: string;
                    /** Format: uri */
                    successUrl?: string;
                    /** Format: uri */
                    failedUrl?: string;
                    status?: "ACTIVE" | "ATTEMPT";
                };
            };
        };
        responses: {
            /** @description The payment link, with its totals, `checkoutToken` and the hosted page `url`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT";
                        checkoutToken: string;
                        items: {
                            description: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            tax: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            } | null;
                        }[];
                        currency: string;
                        preTaxAmount: string;
                        totalAmount: string;
                        url: string;
                        paymentMethodsAllowed: string[];
                        customer: {
                            [key: string]: unknown;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        destinations: {
                            /** @enum {string} */
                            type: "ACCOUNT";
                            amount: string;
                            name?: string;
                            externalId?: string;
                            metadata?: {
                                image: string;
                                description: string;
                                category: string;
                            };
                            account: {
                                type: string;
                                currency: string;
                                accountNumber: string;
                                accountHolder: string;
                            };
                        }[];
                        customerRequirements: string[];
                        owner: {
                            identityId: string;
                            name?: string;
                            lastname?: string;
                            nickname?: string;
                            documentNumber?: string;
                            entityType?: string;
                        };
                        successUrl?: string;
                        failedUrl?: string;
                        /**
                         * @deprecated
                         * @description Seconds from creation until the link expires; omitted when it does not expire
                         */
                        duration?: number;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment link, with its totals, `checkoutToken` and the hosted page `url`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT";
                        checkoutToken: string;
                        items: {
                            description: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            tax: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            } | null;
                        }[];
                        currency: string;
                        preTaxAmount: string;
                        totalAmount: string;
                        url: string;
                        paymentMethodsAllowed: string[];
                        customer: {
                            [key: string]: unknown;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        destinations: {
                            /** @enum {string} */
                            type: "ACCOUNT";
                            amount: string;
                            name?: string;
                            externalId?: string;
                            metadata?: {
                                image: string;
                                description: string;
                                category: string;
                            };
                            account: {
                                type: string;
                                currency: string;
                                accountNumber: string;
                                accountHolder: string;
                            };
                        }[];
                        customerRequirements: string[];
                        owner: {
                            identityId: string;
                            name?: string;
                            lastname?: string;
                            nickname?: string;
                            documentNumber?: string;
                            entityType?: string;
                        };
                        successUrl?: string;
                        failedUrl?: string;
                        /**
                         * @deprecated
                         * @description Seconds from creation until the link expires; omitted when it does not expire
                         */
                        duration?: number;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deletePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updatePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "description": "Café de grano 1 kg",
                 *           "preTaxAmount": "12000",
                 *           "tax": {
                 *             "name": "IVA",
                 *             "type": "PERCENTAGE",
                 *             "value": "19"
                 *           }
                 *         }
                 *       ],
                 *       "paymentMethodsAllowed": [
                 *         "CARD",
                 *         "ETPAY"
                 *       ],
                 *       "expiresAt": "2030-06-30T23:59:59Z"
                 *     }
                 */
                "application/json": {
                    items?: {
                        description: string;
                        /** @description Decimal string */
                        preTaxAmount: string;
                        /** @description Computed when absent; checked when given */
                        totalAmount?: string;
                        tax?: {
                            name: string;
                            type: "FIXED" | "PERCENTAGE";
                            /** @description FIXED: an amount in the link currency; PERCENTAGE: percent of the pre-tax amount */
                            value: string;
                            /** @description Computed when absent; checked when given */
                            amount?: string;
                            /** @description ISO 4217 (or USDC, USDT) */
                            currency?: string;
                        } | null;
                    }[];
                    /** @description ISO 4217 (or USDC, USDT) */
                    currency?: string;
                    paymentMethodsAllowed?: ("CARD" | "CRYPTO" | "PIX" | "PCT" | "CVU" | "ETPAY" | "FINTOC" | "WEBPAY" | "SPEI" | "PSE" | "BANCOLOMBIA" | "DAVIVIENDA" | "DAVIPLATA" | "NEQUI" | "WOMPI" | "LIGO" | "SIP" | "ACH" | "FEDNOW" | "RTP")[];
                    destinations?: {
                        /** @enum {string} */
                        type: "ACCOUNT";
                        /** @description Decimal string */
                        amount: string;
                        name?: string;
                        externalId?: string;
                        metadata?: {
                            image: string;
                            description: string;
                            category: string;
                        };
                        account: {
                            accountNumber: string;
                            type?: string;
                            /** @description ISO 4217 (or USDC, USDT) */
                            currency?: string;
                            accountHolder?: string;
                        };
                    }[];
                    customer?: {
                        id?: string;
                        firstName: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                        phoneNumber?: string;
                        phoneNumberPrefix?: string;
                        documentType?: string;
                        documentNumber?: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    } | null;
                    customerRequirements?: ("firstName" | "lastName" | "email" | "phoneNumber" | "phoneNumberPrefix" | "address" | "documentNumber" | "documentType")[];
                    /** Format: date-time */
                    expiresAt?: string;
                    /**
                     * @deprecated
                     * @description Deprecated: seconds from the link’s creation until it expires; use expiresAt
                     */
                    duration?: number;
                    /** Format: uri */
                    successUrl?: string;
                    /** Format: uri */
                    failedUrl?: string;
                };
            };
        };
        responses: {
            /** @description The link as updated, with its recomputed totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT";
                        checkoutToken: string;
                        items: {
                            description: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            tax: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            } | null;
                        }[];
                        currency: string;
                        preTaxAmount: string;
                        totalAmount: string;
                        url: string;
                        paymentMethodsAllowed: string[];
                        customer: {
                            [key: string]: unknown;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        destinations: {
                            /** @enum {string} */
                            type: "ACCOUNT";
                            amount: string;
                            name?: string;
                            externalId?: string;
                            metadata?: {
                                image: string;
                                description: string;
                                category: string;
                            };
                            account: {
                                type: string;
                                currency: string;
                                accountNumber: string;
                                accountHolder: string;
                            };
                        }[];
                        customerRequirements: string[];
                        owner: {
                            identityId: string;
                            name?: string;
                            lastname?: string;
                            nickname?: string;
                            documentNumber?: string;
                            entityType?: string;
                        };
                        successUrl?: string;
                        failedUrl?: string;
                        /**
                         * @deprecated
                         * @description Seconds from creation until the link expires; omitted when it does not expire
                         */
                        duration?: number;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A payment of the link is processing (`info.reason: payment_in_flight`); nothing changes. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    activatePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, `ACTIVE`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT";
                        checkoutToken: string;
                        items: {
                            description: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            tax: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            } | null;
                        }[];
                        currency: string;
                        preTaxAmount: string;
                        totalAmount: string;
                        url: string;
                        paymentMethodsAllowed: string[];
                        customer: {
                            [key: string]: unknown;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        destinations: {
                            /** @enum {string} */
                            type: "ACCOUNT";
                            amount: string;
                            name?: string;
                            externalId?: string;
                            metadata?: {
                                image: string;
                                description: string;
                                category: string;
                            };
                            account: {
                                type: string;
                                currency: string;
                                accountNumber: string;
                                accountHolder: string;
                            };
                        }[];
                        customerRequirements: string[];
                        owner: {
                            identityId: string;
                            name?: string;
                            lastname?: string;
                            nickname?: string;
                            documentNumber?: string;
                            entityType?: string;
                        };
                        successUrl?: string;
                        failedUrl?: string;
                        /**
                         * @deprecated
                         * @description Seconds from creation until the link expires; omitted when it does not expire
                         */
                        duration?: number;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createCheckoutSessionFromToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                checkoutToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout session, with `paymentConfigs` per currency: product, rate, methods and amounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        paymentLinkId: string;
                        /** @enum {string} */
                        status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT" | "FAILED";
                        checkoutToken: string;
                        items: {
                            description: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            tax: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            } | null;
                        }[];
                        currency: string;
                        preTaxAmount: string;
                        totalAmount: string;
                        url: string;
                        paymentMethodsAllowed: string[];
                        customer: {
                            [key: string]: unknown;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        destinations: {
                            /** @enum {string} */
                            type: "ACCOUNT";
                            amount: string;
                            name?: string;
                            externalId?: string;
                            metadata?: {
                                image: string;
                                description: string;
                                category: string;
                            };
                            account: {
                                type: string;
                                currency: string;
                                accountNumber: string;
                                accountHolder: string;
                            };
                        }[];
                        customerRequirements: string[];
                        owner: {
                            identityId: string;
                            name?: string;
                            lastname?: string;
                            nickname?: string;
                            documentNumber?: string;
                            entityType?: string;
                        };
                        successUrl?: string;
                        failedUrl?: string;
                        paymentConfigs: {
                            currency: string;
                            product: string;
                            exchangeRate: string;
                            paymentMethods: {
                                id: string;
                                type: string;
                                enabled: boolean;
                                requiredFields: string[];
                                purchaseAmount: string;
                            }[];
                        }[];
                        redirectUrl?: string;
                        /** Format: date-time */
                        expiresAt: string;
                        paymentId?: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listCheckoutSessions: {
        parameters: {
            query?: {
                /** @description Owner identity of the link */
                identityId?: string;
                /** @description A destination account number */
                accountNumber?: string;
                /** @description Statuses, comma-separated: ATTEMPT, ACTIVE, EXPIRED, FINISHED, PROCESSING_PAYMENT, FAILED */
                status?: string[];
                /** @description DD/MM/YYYY */
                startDate?: string;
                /** @description DD/MM/YYYY */
                endDate?: string;
                /** @description createdAt:desc (newest first, the default) or createdAt:asc */
                sort?: "createdAt:desc" | "createdAt:asc";
                /** @description Page size; values above the maximum are capped */
                limit?: number;
                /** @description Offset of the page, as returned in pagination.next */
                next?: number;
                /** @description Number of items to skip */
                offset?: number;
                /** @description Opaque keyset cursor */
                cursor?: string;
            };
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pagination object and the page of sessions in `results`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pagination: {
                            /** @description Items shown so far, this page included */
                            count: number;
                            /** @description Offset of the next page */
                            next: number;
                            /** @description Offset of the previous page */
                            previous: number;
                            /** @description Items matching the filters */
                            total: number;
                            /** @description v2 only: page size */
                            limit?: number;
                            /** @description v2 only: cursor of the next page */
                            cursor?: string | null;
                            /** @description v2 only: whether another page follows */
                            hasMore?: boolean;
                        };
                        results: {
                            id: string;
                            paymentLinkId: string;
                            /** @enum {string} */
                            status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT" | "FAILED";
                            checkoutToken: string;
                            items: {
                                description: string;
                                preTaxAmount: string;
                                totalAmount: string;
                                tax: {
                                    name: string;
                                    type: string;
                                    value: string;
                                    amount: string;
                                    currency: string;
                                } | null;
                            }[];
                            currency: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            url: string;
                            paymentMethodsAllowed: string[];
                            customer: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            destinations: {
                                /** @enum {string} */
                                type: "ACCOUNT";
                                amount: string;
                                name?: string;
                                externalId?: string;
                                metadata?: {
                                    image: string;
                                    description: string;
                                    category: string;
                                };
                                account: {
                                    type: string;
                                    currency: string;
                                    accountNumber: string;
                                    accountHolder: string;
                                };
                            }[];
                            customerRequirements: string[];
                            owner: {
                                identityId: string;
                                name?: string;
                                lastname?: string;
                                nickname?: string;
                                documentNumber?: string;
                                entityType?: string;
                            };
                            successUrl?: string;
                            failedUrl?: string;
                            paymentConfigs: {
                                currency: string;
                                product: string;
                                exchangeRate: string;
                                paymentMethods: {
                                    id: string;
                                    type: string;
                                    enabled: boolean;
                                    requiredFields: string[];
                                    purchaseAmount: string;
                                }[];
                            }[];
                            redirectUrl?: string;
                            /** Format: date-time */
                            expiresAt: string;
                            paymentId?: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "CLP",
                 *       "items": [
                 *         {
                 *           "description": "Café de grano 1 kg",
                 *           "preTaxAmount": "10000",
                 *           "tax": {
                 *             "name": "IVA",
                 *             "type": "PERCENTAGE",
                 *             "value": "19"
                 *           }
                 *         },
                 *         {
                 *           "description": "Envío",
                 *           "preTaxAmount": "2500"
                 *         }
                 *       ],
                 *       "paymentMethodsAllowed": [
                 *         "CARD",
                 *         "ETPAY",
                 *         "PIX"
                 *       ],
                 *       "destinations": [
                 *         {
                 *           "type": "ACCOUNT",
                 *           "amount": "14400",
                 *           "account": {
                 *             "accountNumber": "1000000042"
                 *           }
                 *         }
                 *       ],
                 *       "owner": {
                 *         "identityId": "idn_01HV3K8W2Q9ZC4"
                 *       },
                 *       "customerRequirements": [
                 *         "firstName",
                 *         "email"
                 *       ],
                 *       "expiresAt": "2030-01-01T00:00:00Z",
                 *       "successUrl": "https://shop.example.com/thanks",
                 *       "failedUrl": "https://shop.example.com/sorry"
                 *     }
                 */
                "application/json": {
                    items: {
                        description: string;
                        /** @description Decimal string */
                        preTaxAmount: string;
                        /** @description Computed when absent; checked when given */
                        totalAmount?: string;
                        tax?: {
                            name: string;
                            type: "FIXED" | "PERCENTAGE";
                            /** @description FIXED: an amount in the link currency; PERCENTAGE: percent of the pre-tax amount */
                            value: string;
                            /** @description Computed when absent; checked when given */
                            amount?: string;
                            /** @description ISO 4217 (or USDC, USDT) */
                            currency?: string;
                        } | null;
                    }[];
                    /** @description ISO 4217 (or USDC, USDT) */
                    currency: string;
                    paymentMethodsAllowed: ("CARD" | "CRYPTO" | "PIX" | "PCT" | "CVU" | "ETPAY" | "FINTOC" | "WEBPAY" | "SPEI" | "PSE" | "BANCOLOMBIA" | "DAVIVIENDA" | "DAVIPLATA" | "NEQUI" | "WOMPI" | "LIGO" | "SIP" | "ACH" | "FEDNOW" | "RTP")[];
                    destinations: {
                        /** @enum {string} */
                        type: "ACCOUNT";
                        /** @description Decimal string */
                        amount: string;
                        name?: string;
                        externalId?: string;
                        metadata?: {
                            image: string;
                            description: string;
                            category: string;
                        };
                        account: {
                            accountNumber: string;
                            type?: string;
                            /** @description ISO 4217 (or USDC, USDT) */
                            currency?: string;
                            accountHolder?: string;
                        };
                    }[];
                    owner: {
                        identityId: string;
                        name?: string;
                        lastname?: string;
                        nickname?: string;
                        documentNumber?: string;
                        entityType?: string;
                    };
                    customer?: {
                        id?: string;
                        firstName: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                        phoneNumber?: string;
                        phoneNumberPrefix?: string;
                        documentType?: string;
                        documentNumber?: string;
                        address?: {
                            administrativeAreaLevel1?: string;
                            administrativeAreaLevel2?: string;
                            administrativeAreaLevel3?: string;
                            street?: string;
                            streetNumber?: string;
                            optionalAddress?: string;
                            /** @description ISO 3166-1 alpha-3 */
                            country?: string;
                            zipcode?: string;
                        };
                    } | null;
                    customerRequirements?: ("firstName" | "lastName" | "email" | "phoneNumber" | "phoneNumberPrefix" | "address" | "documentNumber" | "documentType")[];
                    /**
                     * @deprecated
                     * @description Deprecated: seconds until the link expires; use expiresAt
                     */
                    duration?: number;
                    /** Format: date-time */
                    expiresAt?: string;
                    /** Format: uri */
                    successUrl?: string;
                    /** Format: uri */
                    failedUrl?: string;
                    status?: "ACTIVE" | "ATTEMPT";
                };
            };
        };
        responses: {
            /** @description The checkout session, with `paymentConfigs` per currency: product, rate, methods and amounts. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        paymentLinkId: string;
                        /** @enum {string} */
                        status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT" | "FAILED";
                        checkoutToken: string;
                        items: {
                            description: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            tax: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            } | null;
                        }[];
                        currency: string;
                        preTaxAmount: string;
                        totalAmount: string;
                        url: string;
                        paymentMethodsAllowed: string[];
                        customer: {
                            [key: string]: unknown;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        destinations: {
                            /** @enum {string} */
                            type: "ACCOUNT";
                            amount: string;
                            name?: string;
                            externalId?: string;
                            metadata?: {
                                image: string;
                                description: string;
                                category: string;
                            };
                            account: {
                                type: string;
                                currency: string;
                                accountNumber: string;
                                accountHolder: string;
                            };
                        }[];
                        customerRequirements: string[];
                        owner: {
                            identityId: string;
                            name?: string;
                            lastname?: string;
                            nickname?: string;
                            documentNumber?: string;
                            entityType?: string;
                        };
                        successUrl?: string;
                        failedUrl?: string;
                        paymentConfigs: {
                            currency: string;
                            product: string;
                            exchangeRate: string;
                            paymentMethods: {
                                id: string;
                                type: string;
                                enabled: boolean;
                                requiredFields: string[];
                                purchaseAmount: string;
                            }[];
                        }[];
                        redirectUrl?: string;
                        /** Format: date-time */
                        expiresAt: string;
                        paymentId?: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout session, with `paymentConfigs` per currency: product, rate, methods and amounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        paymentLinkId: string;
                        /** @enum {string} */
                        status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT" | "FAILED";
                        checkoutToken: string;
                        items: {
                            description: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            tax: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            } | null;
                        }[];
                        currency: string;
                        preTaxAmount: string;
                        totalAmount: string;
                        url: string;
                        paymentMethodsAllowed: string[];
                        customer: {
                            [key: string]: unknown;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        destinations: {
                            /** @enum {string} */
                            type: "ACCOUNT";
                            amount: string;
                            name?: string;
                            externalId?: string;
                            metadata?: {
                                image: string;
                                description: string;
                                category: string;
                            };
                            account: {
                                type: string;
                                currency: string;
                                accountNumber: string;
                                accountHolder: string;
                            };
                        }[];
                        customerRequirements: string[];
                        owner: {
                            identityId: string;
                            name?: string;
                            lastname?: string;
                            nickname?: string;
                            documentNumber?: string;
                            entityType?: string;
                        };
                        successUrl?: string;
                        failedUrl?: string;
                        paymentConfigs: {
                            currency: string;
                            product: string;
                            exchangeRate: string;
                            paymentMethods: {
                                id: string;
                                type: string;
                                enabled: boolean;
                                requiredFields: string[];
                                purchaseAmount: string;
                            }[];
                        }[];
                        redirectUrl?: string;
                        /** Format: date-time */
                        expiresAt: string;
                        paymentId?: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An empty object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refreshCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                checkoutToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open session. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        paymentLinkId: string;
                        /** @enum {string} */
                        status: "ATTEMPT" | "ACTIVE" | "EXPIRED" | "FINISHED" | "PROCESSING_PAYMENT" | "FAILED";
                        checkoutToken: string;
                        items: {
                            description: string;
                            preTaxAmount: string;
                            totalAmount: string;
                            tax: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            } | null;
                        }[];
                        currency: string;
                        preTaxAmount: string;
                        totalAmount: string;
                        url: string;
                        paymentMethodsAllowed: string[];
                        customer: {
                            [key: string]: unknown;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        destinations: {
                            /** @enum {string} */
                            type: "ACCOUNT";
                            amount: string;
                            name?: string;
                            externalId?: string;
                            metadata?: {
                                image: string;
                                description: string;
                                category: string;
                            };
                            account: {
                                type: string;
                                currency: string;
                                accountNumber: string;
                                accountHolder: string;
                            };
                        }[];
                        customerRequirements: string[];
                        owner: {
                            identityId: string;
                            name?: string;
                            lastname?: string;
                            nickname?: string;
                            documentNumber?: string;
                            entityType?: string;
                        };
                        successUrl?: string;
                        failedUrl?: string;
                        paymentConfigs: {
                            currency: string;
                            product: string;
                            exchangeRate: string;
                            paymentMethods: {
                                id: string;
                                type: string;
                                enabled: boolean;
                                requiredFields: string[];
                                purchaseAmount: string;
                            }[];
                        }[];
                        redirectUrl?: string;
                        /** Format: date-time */
                        expiresAt: string;
                        paymentId?: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    payCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Selects the API contract: `v1` (the default when absent) or `24-04-2025` (v2, which adds `limit`, `cursor` and `hasMore` to list pagination). Any other value is a 400. */
                "service-api-version"?: components["parameters"]["ServiceApiVersion"];
                /** @description Any unique string of 1 to 255 characters. A retry with the same key and body within 24 h returns the stored response with `idempotent-replayed: true` instead of acting twice; the same key with a different body is a 422; a retry while the first request runs is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "origins": [
                 *         {
                 *           "type": "CARD",
                 *           "currency": "CLP",
                 *           "card": {
                 *             "token": "tok_123"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    description?: string;
                    origins: ({
                        type: "CARD" | "CRYPTO" | "ACCOUNT" | "BANK_ACCOUNT" | "PIX" | "PCT" | "CVU" | "ETPAY" | "FINTOC" | "WEBPAY" | "SPEI" | "PSE" | "BANCOLOMBIA" | "DAVIVIENDA" | "DAVIPLATA" | "NEQUI" | "BREB" | "WOMPI" | "LIGO" | "SIP" | "ACH" | "WIRE" | "FEDNOW" | "RTP" | "SEPA" | "FPE" | "SWIFT";
                        /** @description ISO 4217 (or USDC, USDT) */
                        currency: string;
                        /** @description Decimal string */
                        amount?: string;
                        name?: string;
                        externalId?: string;
                        settlement?: string;
                        identity?: {
                            identityId?: string;
                            name?: string;
                            lastname?: string;
                            nickname?: string;
                            documentNumber?: string;
                            externalId?: string;
                            entityType?: "USER" | "ORGANIZATION";
                        };
                        metadata?: {
                            image: string;
                            description: string;
                            category: string;
                        };
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
        };
        responses: {
            /** @description The payment created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        externalId: string;
                        identityId: string;
                        identityExternalId?: string;
                        accountNumber: string;
                        totalAmount: string;
                        currency: string;
                        description?: string;
                        product: string;
                        /** @enum {string} */
                        status: "CREATED" | "AUTHORIZED" | "REQUIRES_REVIEW" | "CAPTURED" | "RECEIVED" | "SETTLED" | "FAILED" | "EXPIRED" | "UNSETTLED";
                        /** @enum {string} */
                        type: "PURCHASE" | "TOPUP_ACCOUNT" | "WITHDRAWAL_ACCOUNT" | "P2P" | "COLLECT" | "FEE" | "REMITTANCE";
                        purchaseAmount: string;
                        purchaseCurrency: string;
                        /** @description Units of currency per unit of purchaseCurrency */
                        exchangeRate: string;
                        fees: {
                            name: string;
                            type: string;
                            value: string;
                            amount: string;
                            currency: string;
                        }[];
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        /** Format: date-time */
                        expiresAt?: string;
                        /** Format: date-time */
                        authorizedAt?: string;
                        /** Format: date-time */
                        capturedAt?: string;
                        /** Format: date-time */
                        refundedAt?: string;
                        origins: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        destinations: ({
                            type: string;
                            currency: string;
                            amount: string;
                            amountOut?: string;
                            fee?: {
                                name: string;
                                type: string;
                                value: string;
                                amount: string;
                                currency: string;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        settlement?: string;
                        failureReason?: string;
                        reviewReasons?: string[];
                        checkoutSessionId?: string;
                        paymentLinkId?: string;
                    };
                };
            };
            /** @description The request breaks a rule: a malformed body, query or path parameter, or an unsupported `service-api-version`. `error.info` lists each field and what is wrong with it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The bearer token is missing, expired or for the other environment, or the `x-api-key` is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller may not act on this resource. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such resource for this client in this environment. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource is in a state that does not allow this, or a request with the same `Idempotency-Key` is still in progress (retry it). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than the server takes (1 MiB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The `Idempotency-Key` was already used with a different request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests; wait for `retry-after` seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the `x-request-id` response header identifies it in the logs. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
