// Generated from /api/openapi.json by openapi-typescript: do not edit.
// npm run openapi:types -w @saath/api regenerates it (the openapi-client process test
// fails while it differs from the document the server serves).
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health: 200 when the API and its database answer, 503 (with why) when not */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public runtime settings for the web app */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a traveller */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in (form-encoded username = email, password) */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a Google ID token */
        post: operations["loginWithGoogle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user and profile */
        get: operations["getProfile"];
        /** Update the profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit and ticketing-fee waivers held, and where each came from */
        get: operations["getCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the language of the member's pages, mails and texts */
        put: operations["setLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change password; other sessions end */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/reset-password-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (same answer for unknown emails) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/verify-reset-token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a reset token */
        get: operations["verifyResetToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-setup/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a first-admin setup link still works (404 once used, expired or an admin exists) */
        get: operations["checkAdminSetupLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the first admin with a setup link’s token (once; every link dies with it) */
        post: operations["createFirstAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/notification-channel/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time code to confirm a mobile number for SMS or WhatsApp */
        post: operations["sendChannelCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/notification-channel/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the code: SMS or WhatsApp becomes the notification preference */
        post: operations["confirmChannelCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/webhooks/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meta's webhook verification handshake: answers the challenge to the right token */
        get: operations["verifyWhatsappWebhook"];
        put?: never;
        /** WhatsApp's signed status callbacks and replies (STOP opts out) */
        post: operations["receiveWhatsappWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/webhooks/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** MSG91's delivery reports and inbound replies (STOP opts out), with the shared secret */
        post: operations["receiveSmsWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My route alerts, soonest dates first */
        get: operations["listAlerts"];
        put?: never;
        /** Watch a route: an optional slot and a date range or a month */
        post: operations["createAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ready-made alerts from the profile's city pairs and likely travel months */
        get: operations["listAlertSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of my alerts */
        delete: operations["deleteAlert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open the unsubscribe page of an alert mail (no sign-in) */
        get: operations["openAlertUnsubscribePage"];
        put?: never;
        /** Unsubscribe from an alert with the signed token of its mail (RFC 8058 one-click) */
        post: operations["unsubscribeAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities, routes, slots and group rules */
        get: operations["getMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Joinable groups on a route: the date asked for and ±3 days */
        get: operations["searchGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's groups (an airline: the groups open for bidding), optionally by route and travel date */
        get: operations["listGroups"];
        put?: never;
        /** Create a group (and join it when passengers are given) */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s groups (an airline: a group open for bidding or bid on) */
        get: operations["getGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public preview of a group for an invite link: trip and counts, never who */
        get: operations["getGroupPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join with 1 to 4 passengers */
        post: operations["joinGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a group (not once booked) */
        post: operations["leaveGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group's live bids, prices only in rank order (airlines named once booked) */
        get: operations["getGroupBidLadder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/passengers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own passengers in a group */
        get: operations["listMyPassengers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: the group record, as the detail call answers it, on each change
         * @description A `text/event-stream`. Each `group` event carries the record GET /api/communities/{id} answers the caller, with an id that is a digest of it; the current record comes first unless `Last-Event-ID` names it. A comment line every 15 s keeps the stream alive. One user may hold a bounded number of streams per server process, as may the process in all: past either, 429 with `Retry-After`.
         */
        get: operations["streamGroupEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: the caller's payment, as GET /api/payments/{id} answers it, on each change
         * @description A `text/event-stream` for the payer only (anyone else, an admin too, 404). Each `payment` event carries the record GET /api/payments/{id} answers, with an id that is a digest of it; the current record comes first unless `Last-Event-ID` names it, then one on each change of its status or UPI collect (approved, declined, expired, captured, refunded). A comment line every 15 s keeps the stream alive. Bounded per user and per process like the group stream (429 with `Retry-After`).
         */
        get: operations["streamPaymentEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: RFQs opening and closing, and lowest-bid changes
         * @description A `text/event-stream`. `rfq` carries an open RFQ as GET /api/communities/{id} answers the caller (sent when it opens and when its bids change); `rfq_closed` carries `{community_id, status}` once it leaves RFQ_SENT. Nothing is sent on connect: read the lists, then follow the stream. Bounded per user and per process like the group stream (429 with `Retry-After`).
         */
        get: operations["streamAirlineEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an airline partner: its first user and its company */
        post: operations["registerAirline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's quotes, each with its group, optionally by route and date */
        get: operations["listAirlineBids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/bids.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's quotes as CSV (amounts in rupees), with the list's filters */
        get: operations["exportAirlineBids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/quotes/{id}/manifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The passengers of a booked group (name, date of birth, gender, ticket), for its winning airline only */
        get: operations["getAirlineManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/quotes/{id}/manifest.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The passenger manifest as CSV, for the winning airline once the group is booked */
        get: operations["exportAirlineManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quotes of a group (admin: all; airline: its own) */
        get: operations["listGroupQuotes"];
        put?: never;
        /** Submit or replace the company's bid per ticket (paise) while bidding is open */
        post: operations["submitQuote"];
        /** Withdraw the company's bid while bidding is open: the group as it stands after (lowest bid, bid count) */
        delete: operations["withdrawQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Select a quote: the group books on it at once (admin) */
        post: operations["selectQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/quotes/{id}/ticketing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Issue a booked group's tickets: the group PNR and each passenger's e-ticket number (winning airline only)
         * @description Each row is ISSUED, UNCHANGED (it already carries this number: a repeat changes nothing) or REFUSED with its reason; partial ticketing is fine. The PNR is required with the first tickets; a different PNR later refuses the whole request (409).
         */
        put: operations["issueAirlineTickets"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/won-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's won groups (awaiting payment or booked): booked groups with tickets to issue first, the earliest deadline first */
        get: operations["listAirlineWonGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/quotes/{id}/ticketing.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue tickets from the manifest CSV with its passenger_id, pnr, eticket_number columns filled in (at most 64 KB)
         * @description The header row names the columns (any order; others are ignored). Rows with an empty eticket_number are skipped; every filled-in pnr cell must agree. Each row of the report carries its CSV line (the header is line 1).
         */
        post: operations["uploadAirlineTicketingCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/passengers/{passengerId}": {
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
         * Correct one of the caller's passengers of a booked group (name, date of birth, gender)
         * @description Until the ticket is issued and no later than NAME_CHANGE_CUTOFF_HOURS before departure the correction is made at once (200, the passenger as it is now) and the airline is told; once the ticket is issued it is filed as a request for Saath's team (202). Someone else's passenger is a 404; after the cut-off, a cancelled ticket or a group not booked, 409.
         */
        patch: operations["correctMyPassenger"];
        trace?: never;
    };
    "/api/admin/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members' passenger corrections filed after issue: pending first, oldest first */
        get: operations["adminListCorrections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/corrections/{id}/pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pass a correction request: the correction is made, the airline told, audited */
        post: operations["adminPassCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/corrections/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a correction request with a reason: the member is mailed, audited */
        post: operations["adminDeclineCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/quotes/{id}/schedule-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a booked group's flight number and times, with a reason (winning airline only)
         * @description The members are told at once (live event and mail). A departure moved by more than 2 hours, or out of the group's 4-hour slot, is significant: each member may then cancel within 72 hours for a full refund. The departure must be in the future and within a day of the travel date; the arrival after the departure. 404 for a quote that is not this airline's winning quote; 409 when the group is not BOOKED.
         */
        post: operations["changeAirlineSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/quotes/{id}/schedule-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The schedule changes of the company's won group, newest first */
        get: operations["listAirlineScheduleChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/schedule-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The flight changes of the caller's group, newest first, with until when a significant one may be cancelled for a full refund (members only) */
        get: operations["listGroupScheduleChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's API keys, newest first, revoked ones included (never the key) */
        get: operations["listApiKeys"];
        put?: never;
        /** Create a named API key: the answer holds the whole key, shown this once */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key: refused from the next request on (revoking twice is harmless) */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's webhook endpoint, the secret's hint (never the secret) and events */
        get: operations["getWebhookSettings"];
        /** Set (or clear) the https endpoint that receives the webhooks */
        put: operations["setWebhookEndpoint"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/webhook/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or rotate the signing secret: the answer holds it, shown this once */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/webhook/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's last 50 webhook deliveries, newest first
         * @description With `community_id`, only the deliveries of events about that group (the won-group page's list).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/webhook/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a signed `webhook.test` event to the endpoint, delivered like any event (one waiting at a time) */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/webhook/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again, as a new delivery with its own id */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying the caller's share of a group awaiting payment */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment of the caller (or any, for an admin) */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt of a captured payment as a PDF (a GST tax invoice when asked for) */
        get: operations["downloadPaymentReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/sandbox-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a sandbox payment with a test card (TEST MODE) */
        post: operations["sandboxCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/sandbox-upi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a UPI collect request for a sandbox payment to a VPA (TEST MODE)
         * @description success@saath is approved and failure@saath declined by the sandbox at once; any other valid VPA waits for the sandbox-upi/decision call, or expires after UPI_COLLECT_EXPIRY_SECONDS. The outcome arrives as a signed sandbox event; follow it on GET /api/payments/{id}.
         */
        post: operations["sandboxUpiCollect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/sandbox-upi/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or decline a sandbox UPI collect request, as the payer's UPI app (TEST MODE) */
        post: operations["sandboxUpiDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/razorpay/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check Razorpay Checkout's payment signature and answer the payment */
        post: operations["verifyRazorpayPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/communities/{id}/money": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's money in a group they belong or belonged to: payments, credit and waivers used, refund requests and refunds */
        get: operations["getMyMoneyTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refund-requests/{id}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The proof attached to a refund request (its member or an admin) */
        get: operations["downloadRefundProof"];
        /** Attach proof (PDF, JPEG, PNG or WebP, at most 5 MB; the type is read from the content) to the caller’s pending refund request, replacing any before */
        put: operations["attachRefundProof"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment provider's signed event (captured, failed, refund processed; Razorpay Route's transfer processed or failed) */
        post: operations["receivePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's tickets */
        get: operations["listTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s tickets */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel an issued ticket (cannot be undone), giving the reason; an eligible reason opens a refund request (no body: OTHER) */
        put: operations["cancelTicket"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/e-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The e-ticket as a PDF */
        get: operations["downloadETicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact messages, newest first (admin); all, open or handled */
        get: operations["listContactMessages"];
        put?: never;
        /** Send a message to the Saath team (the contact form) */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a contact message handled */
        post: operations["markContactMessageHandled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a handled contact message */
        post: operations["reopenContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group for operators: status history, admin actions, every quote */
        get: operations["getAdminGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communities/{id}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group's append-only bid history: every submission, replacement and withdrawal */
        get: operations["listAdminGroupBids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard figures of the admin analytics, all SQL aggregates */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rfq-conversion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many groups that sent an RFQ were held, booked or cancelled */
        get: operations["getRfqConversion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every group, newest first; optional filters: RFQ number, route, date, status */
        get: operations["listAdminGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/communities/{id}/override": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Override a group's status through the lifecycle (ADR 0006) */
        post: operations["overrideGroupStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account with its credit balance, newest first; search by name, email, phone */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End an account's sessions and refuse its sign-in; not your own, not an admin's */
        post: operations["deactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a deactivated account sign in again */
        post: operations["reactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What admins did (overrides, deactivations, quote selections), newest first */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every payment, newest first, with the money captured, refunded and net overall */
        get: operations["listAdminPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund part or all of what is left of a captured payment (paise), audited */
        post: operations["refundPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refund-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refund requests opened by ticket cancellations, newest first; filter by status */
        get: operations["listRefundRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/refund-requests/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve (refund through the provider) or decline a refund request, once */
        post: operations["decideRefundRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Background jobs (mail, webhooks, alert matching) by status; DEAD by default */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a dead job for another attempt now, with its age limit anew (audited) */
        post: operations["retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ticketing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Booked groups whose airline still has tickets to issue, overdue first, by deadline */
        get: operations["adminTicketingBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ticketing/{quoteId}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extend an award's ticketing deadline once, never past the cap, audited */
        post: operations["extendTicketingDeadline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/airlines/{companyId}/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the Razorpay Route linked account an airline company's payouts are transferred to */
        put: operations["setAirlinePayoutAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's balance (fares of issued tickets − reversals − payouts), its next payout and latest ledger rows */
        get: operations["getAirlineBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every group's money, every ticket's airline ledger rows and every airline's balance checked; differences named */
        get: operations["getReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs the reconciliation now and records it; any difference mails every admin (ADR 0061) */
        post: operations["runReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation/runs/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest recorded reconciliation run, and the latest nightly one */
        get: operations["getLatestReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest reconciliation run's differences as CSV: kind, id, name, rule, expected, actual, difference (rupees), rows involved */
        get: operations["getReconciliationCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's payouts, newest first, with their provider state */
        get: operations["listAirlinePayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every payout to the airlines, newest first, with its provider state */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pays each airline its positive balance: one payout each, sent through the payout provider by a job */
        post: operations["runPayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{payoutId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a failed payout again now (its job given its age limit anew); never pays twice */
        post: operations["retryPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/airlines/{companyId}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recovers an airline's negative balance by reversing its latest paid Razorpay Route transfers (each reversal sent by a job) */
        post: operations["recoverAirlineBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recoveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recovery of an airline's balance, newest first, with its reversal's state */
        get: operations["listRecoveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's statement of a month (India time) as CSV: opening balance, every ledger row with the balance after it, closing balance */
        get: operations["getAirlineStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/airline/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company's statement of a month (India time) as a PDF */
        get: operations["getAirlineStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public figures for the landing page (registrations toward the free places) */
        get: operations["getPublicStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "ok";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "error";
                        /** @enum {string} */
                        database: "ok" | "unreachable";
                        /** @enum {string} */
                        reason: "database_unreachable" | "event_loop_delay" | "heap_used" | "connections";
                        detail: string;
                    };
                };
            };
            /** @description A request the server could not read (too large, too slow, malformed) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        google_client_id: string | null;
                        analytics_measurement_id: string | null;
                        /** @description The channels members may choose for their updates: EMAIL, and each text channel the operator configured */
                        notification_channels: ("EMAIL" | "SMS" | "WHATSAPP")[];
                    };
                };
            };
            /** @description A request the server could not read (too large, too slow, malformed) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    email: string;
                    password: string;
                    phone?: "" | string;
                    /** @enum {string} */
                    language?: "en" | "hi";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "TRAVELLER" | "AIRLINE" | "ADMIN";
                        company_id: string | null;
                        is_admin: boolean;
                        permissions: string[];
                        member_number: number;
                        first_name: string;
                        middle_name: string | null;
                        last_name: string;
                        phone: string | null;
                        /** @enum {string} */
                        gender: "NOT_SPECIFIED" | "MALE" | "FEMALE" | "OTHER";
                        date_of_birth: string | null;
                        /** @enum {string} */
                        special_category: "NONE" | "STUDENT" | "SENIOR_CITIZEN" | "ARMED_FORCES" | "DIFFERENTLY_ABLED";
                        address_line1: string | null;
                        address_line2: string | null;
                        city: string | null;
                        pin_code: string | null;
                        state: string | null;
                        country: string;
                        domestic_city_pair1: string | null;
                        domestic_city_pair2: string | null;
                        domestic_city_pair3: string | null;
                        /** @enum {string|null} */
                        likely_travel1: "JANUARY" | "FEBRUARY" | "MARCH" | "APRIL" | "MAY" | "JUNE" | "JULY" | "AUGUST" | "SEPTEMBER" | "OCTOBER" | "NOVEMBER" | "DECEMBER" | null;
                        /** @enum {string|null} */
                        likely_travel2: "JANUARY" | "FEBRUARY" | "MARCH" | "APRIL" | "MAY" | "JUNE" | "JULY" | "AUGUST" | "SEPTEMBER" | "OCTOBER" | "NOVEMBER" | "DECEMBER" | null;
                        foreign_destination1: string | null;
                        foreign_destination2: string | null;
                        foreign_destination3: string | null;
                        /** @enum {string} */
                        travel_party_size: "ONE" | "TWO" | "THREE" | "FOUR" | "FIVE_OR_MORE";
                        /** @enum {string} */
                        travel_frequency: "ONCE" | "TWICE" | "THREE_TO_FIVE" | "MORE_THAN_FIVE";
                        /** @enum {string} */
                        travel_purpose: "LEISURE" | "BUSINESS" | "FAMILY" | "EDUCATION" | "MEDICAL" | "PILGRIMAGE" | "OTHER";
                        /** @enum {string} */
                        notification_preference: "EMAIL" | "SMS" | "WHATSAPP";
                        /** @enum {string} */
                        language: "en" | "hi";
                        notification_phone: string | null;
                        /** @enum {string} */
                        gst_invoice_requirement: "NO" | "YES";
                        gstin: string | null;
                        gst_business_name: string | null;
                        has_password: boolean;
                        profile_completion: number;
                        profile_missing_fields: ("first_name" | "last_name" | "email" | "phone" | "gender" | "date_of_birth")[];
                        created_at: string;
                        credit_balance: number;
                        fee_waivers: number;
                        communities_count: number;
                        bookings_count: number;
                        reviews_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    password: string;
                };
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    loginWithGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "TRAVELLER" | "AIRLINE" | "ADMIN";
                        company_id: string | null;
                        is_admin: boolean;
                        permissions: string[];
                        member_number: number;
                        first_name: string;
                        middle_name: string | null;
                        last_name: string;
                        phone: string | null;
                        /** @enum {string} */
                        gender: "NOT_SPECIFIED" | "MALE" | "FEMALE" | "OTHER";
                        date_of_birth: string | null;
                        /** @enum {string} */
                        special_category: "NONE" | "STUDENT" | "SENIOR_CITIZEN" | "ARMED_FORCES" | "DIFFERENTLY_ABLED";
                        address_line1: string | null;
                        address_line2: string | null;
                        city: string | null;
                        pin_code: string | null;
                        state: string | null;
                        country: string;
                        domestic_city_pair1: string | null;
                        domestic_city_pair2: string | null;
                        domestic_city_pair3: string | null;
                        /** @enum {string|null} */
                        likely_travel1: "JANUARY" | "FEBRUARY" | "MARCH" | "APRIL" | "MAY" | "JUNE" | "JULY" | "AUGUST" | "SEPTEMBER" | "OCTOBER" | "NOVEMBER" | "DECEMBER" | null;
                        /** @enum {string|null} */
                        likely_travel2: "JANUARY" | "FEBRUARY" | "MARCH" | "APRIL" | "MAY" | "JUNE" | "JULY" | "AUGUST" | "SEPTEMBER" | "OCTOBER" | "NOVEMBER" | "DECEMBER" | null;
                        foreign_destination1: string | null;
                        foreign_destination2: string | null;
                        foreign_destination3: string | null;
                        /** @enum {string} */
                        travel_party_size: "ONE" | "TWO" | "THREE" | "FOUR" | "FIVE_OR_MORE";
                        /** @enum {string} */
                        travel_frequency: "ONCE" | "TWICE" | "THREE_TO_FIVE" | "MORE_THAN_FIVE";
                        /** @enum {string} */
                        travel_purpose: "LEISURE" | "BUSINESS" | "FAMILY" | "EDUCATION" | "MEDICAL" | "PILGRIMAGE" | "OTHER";
                        /** @enum {string} */
                        notification_preference: "EMAIL" | "SMS" | "WHATSAPP";
                        /** @enum {string} */
                        language: "en" | "hi";
                        notification_phone: string | null;
                        /** @enum {string} */
                        gst_invoice_requirement: "NO" | "YES";
                        gstin: string | null;
                        gst_business_name: string | null;
                        has_password: boolean;
                        profile_completion: number;
                        profile_missing_fields: ("first_name" | "last_name" | "email" | "phone" | "gender" | "date_of_birth")[];
                        created_at: string;
                        credit_balance: number;
                        fee_waivers: number;
                        communities_count: number;
                        bookings_count: number;
                        reviews_count: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    middle_name?: string | null;
                    last_name: string;
                    email: string;
                    phone?: (string | "") | null;
                    /** @enum {string} */
                    gender?: "NOT_SPECIFIED" | "MALE" | "FEMALE" | "OTHER";
                    date_of_birth?: (string | "") | null;
                    /** @enum {string} */
                    special_category?: "NONE" | "STUDENT" | "SENIOR_CITIZEN" | "ARMED_FORCES" | "DIFFERENTLY_ABLED";
                    address_line1?: string | null;
                    address_line2?: string | null;
                    city?: string | null;
                    pin_code?: (string | "") | null;
                    state?: string | null;
                    country?: string;
                    domestic_city_pair1?: string | null;
                    domestic_city_pair2?: string | null;
                    domestic_city_pair3?: string | null;
                    likely_travel1?: (string | "" | ("JANUARY" | "FEBRUARY" | "MARCH" | "APRIL" | "MAY" | "JUNE" | "JULY" | "AUGUST" | "SEPTEMBER" | "OCTOBER" | "NOVEMBER" | "DECEMBER")) | null;
                    likely_travel2?: (string | "" | ("JANUARY" | "FEBRUARY" | "MARCH" | "APRIL" | "MAY" | "JUNE" | "JULY" | "AUGUST" | "SEPTEMBER" | "OCTOBER" | "NOVEMBER" | "DECEMBER")) | null;
                    foreign_destination1?: string | null;
                    foreign_destination2?: string | null;
                    foreign_destination3?: string | null;
                    /** @enum {string} */
                    travel_party_size?: "ONE" | "TWO" | "THREE" | "FOUR" | "FIVE_OR_MORE";
                    /** @enum {string} */
                    travel_frequency?: "ONCE" | "TWICE" | "THREE_TO_FIVE" | "MORE_THAN_FIVE";
                    /** @enum {string} */
                    travel_purpose?: "LEISURE" | "BUSINESS" | "FAMILY" | "EDUCATION" | "MEDICAL" | "PILGRIMAGE" | "OTHER";
                    /** @enum {string} */
                    notification_preference?: "EMAIL" | "SMS" | "WHATSAPP";
                    /** @enum {string} */
                    language?: "en" | "hi";
                    /** @enum {string} */
                    gst_invoice_requirement?: "NO" | "YES";
                    gstin?: (string | "") | null;
                    gst_business_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "TRAVELLER" | "AIRLINE" | "ADMIN";
                        company_id: string | null;
                        is_admin: boolean;
                        permissions: string[];
                        member_number: number;
                        first_name: string;
                        middle_name: string | null;
                        last_name: string;
                        phone: string | null;
                        /** @enum {string} */
                        gender: "NOT_SPECIFIED" | "MALE" | "FEMALE" | "OTHER";
                        date_of_birth: string | null;
                        /** @enum {string} */
                        special_category: "NONE" | "STUDENT" | "SENIOR_CITIZEN" | "ARMED_FORCES" | "DIFFERENTLY_ABLED";
                        address_line1: string | null;
                        address_line2: string | null;
                        city: string | null;
                        pin_code: string | null;
                        state: string | null;
                        country: string;
                        domestic_city_pair1: string | null;
                        domestic_city_pair2: string | null;
                        domestic_city_pair3: string | null;
                        /** @enum {string|null} */
                        likely_travel1: "JANUARY" | "FEBRUARY" | "MARCH" | "APRIL" | "MAY" | "JUNE" | "JULY" | "AUGUST" | "SEPTEMBER" | "OCTOBER" | "NOVEMBER" | "DECEMBER" | null;
                        /** @enum {string|null} */
                        likely_travel2: "JANUARY" | "FEBRUARY" | "MARCH" | "APRIL" | "MAY" | "JUNE" | "JULY" | "AUGUST" | "SEPTEMBER" | "OCTOBER" | "NOVEMBER" | "DECEMBER" | null;
                        foreign_destination1: string | null;
                        foreign_destination2: string | null;
                        foreign_destination3: string | null;
                        /** @enum {string} */
                        travel_party_size: "ONE" | "TWO" | "THREE" | "FOUR" | "FIVE_OR_MORE";
                        /** @enum {string} */
                        travel_frequency: "ONCE" | "TWICE" | "THREE_TO_FIVE" | "MORE_THAN_FIVE";
                        /** @enum {string} */
                        travel_purpose: "LEISURE" | "BUSINESS" | "FAMILY" | "EDUCATION" | "MEDICAL" | "PILGRIMAGE" | "OTHER";
                        /** @enum {string} */
                        notification_preference: "EMAIL" | "SMS" | "WHATSAPP";
                        /** @enum {string} */
                        language: "en" | "hi";
                        notification_phone: string | null;
                        /** @enum {string} */
                        gst_invoice_requirement: "NO" | "YES";
                        gstin: string | null;
                        gst_business_name: string | null;
                        has_password: boolean;
                        profile_completion: number;
                        profile_missing_fields: ("first_name" | "last_name" | "email" | "phone" | "gender" | "date_of_birth")[];
                        created_at: string;
                        credit_balance: number;
                        fee_waivers: number;
                        communities_count: number;
                        bookings_count: number;
                        reviews_count: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    getCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        credit_balance: number;
                        fee_waivers: number;
                        credit_reserved: number;
                        fee_waivers_reserved: number;
                        entries: {
                            id: string;
                            created_at: string;
                            amount: number;
                            waivers: number;
                            reason: string;
                            community_id: string | null;
                            rfq_number: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    setLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en" | "hi";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "hi";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    verifyResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        valid: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    checkAdminSetupLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expires_at: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    createFirstAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    email: string;
                    password: string;
                    /** @enum {string} */
                    language?: "en" | "hi";
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    sendChannelCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    channel: "SMS" | "WHATSAPP";
                    phone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "SMS" | "WHATSAPP";
                        phone: string;
                        expires_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    confirmChannelCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        notification_preference: "SMS" | "WHATSAPP";
                        notification_phone: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    verifyWhatsappWebhook: {
        parameters: {
            query?: {
                "hub.mode"?: string;
                "hub.verify_token"?: string;
                "hub.challenge"?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    receiveWhatsappWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    receiveSmsWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    listAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alert_id: string;
                        from_location: string;
                        to_location: string;
                        time_slot: string | null;
                        date_from: string;
                        date_to: string;
                        month: string | null;
                        created_at: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    createAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from_location: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                    /** @enum {string} */
                    to_location: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                    /** @enum {string} */
                    time_slot?: "SLOT_04_08" | "SLOT_08_12" | "SLOT_12_16" | "SLOT_16_20";
                    date_from?: string;
                    date_to?: string;
                    month?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alert_id: string;
                        from_location: string;
                        to_location: string;
                        time_slot: string | null;
                        date_from: string;
                        date_to: string;
                        month: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listAlertSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from_location: string;
                        to_location: string;
                        month: string | null;
                        date_from: string | null;
                        date_to: string | null;
                        source: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    deleteAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    openAlertUnsubscribePage: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the unsubscribe page */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    unsubscribeAlert: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "List-Unsubscribe"?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        from_location: string | null;
                        to_location: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getMeta: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cities: {
                            code: string;
                            name: string;
                        }[];
                        destinations: {
                            [key: string]: string[];
                        };
                        time_slots: {
                            code: string;
                            label: string;
                        }[];
                        threshold: number;
                        capacity: number;
                        min_passengers_per_booking: number;
                        max_passengers_per_booking: number;
                        min_lead_days: number;
                        max_lead_days: number;
                        alternative_window_days: number;
                        time_zone: string;
                        today: string;
                        minimum_travel_date: string;
                        maximum_travel_date: string;
                        formation_window_seconds: number;
                        bidding_window_seconds: number;
                    };
                };
            };
            /** @description A request the server could not read (too large, too slow, malformed) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    searchGroups: {
        parameters: {
            query: {
                from_location: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                to_location: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                travel_date: string;
                time_slot?: "" | ("SLOT_04_08" | "SLOT_08_12" | "SLOT_12_16" | "SLOT_16_20");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exact_matches: {
                            community_id: string;
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                            travel_date: string;
                            time_slot: string;
                            /** @enum {string} */
                            status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                            created_at: string;
                            passenger_count: number;
                            member_count: number;
                            threshold: number;
                            capacity: number;
                            lowest_known_price: number | null;
                            bid_count: number;
                            formation_deadline: string;
                            bidding_deadline: string | null;
                            payment_deadline: string | null;
                            paid_member_count: number;
                            active_member_count: number;
                            winning_quote: {
                                airline_name: string;
                                flight_number: string;
                                departure_time: string | null;
                                arrival_time: string | null;
                                price_per_ticket: number;
                            } | null;
                            my_passenger_count: number;
                            my_payment?: {
                                payment_id: string | null;
                                /** @enum {string} */
                                status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                                amount_due: number;
                                fare: number;
                                fee: number;
                                gst: number;
                                credits_applied: number;
                                paid_at: string | null;
                            } | null;
                            my_standing?: {
                                rank: number;
                                of: number;
                                above_lowest: number;
                            } | null;
                            ended?: {
                                from_status: string;
                                reason: string;
                                at: string;
                            } | null;
                            savings?: {
                                amount: number;
                                issued_tickets: number;
                            } | null;
                            ticketing_deadline?: string | null;
                            tickets_issued?: number | null;
                            tickets_total?: number | null;
                            pnr?: string | null;
                        }[];
                        alternative_matches: {
                            community_id: string;
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                            travel_date: string;
                            time_slot: string;
                            /** @enum {string} */
                            status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                            created_at: string;
                            passenger_count: number;
                            member_count: number;
                            threshold: number;
                            capacity: number;
                            lowest_known_price: number | null;
                            bid_count: number;
                            formation_deadline: string;
                            bidding_deadline: string | null;
                            payment_deadline: string | null;
                            paid_member_count: number;
                            active_member_count: number;
                            winning_quote: {
                                airline_name: string;
                                flight_number: string;
                                departure_time: string | null;
                                arrival_time: string | null;
                                price_per_ticket: number;
                            } | null;
                            my_passenger_count: number;
                            my_payment?: {
                                payment_id: string | null;
                                /** @enum {string} */
                                status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                                amount_due: number;
                                fare: number;
                                fee: number;
                                gst: number;
                                credits_applied: number;
                                paid_at: string | null;
                            } | null;
                            my_standing?: {
                                rank: number;
                                of: number;
                                above_lowest: number;
                            } | null;
                            ended?: {
                                from_status: string;
                                reason: string;
                                at: string;
                            } | null;
                            savings?: {
                                amount: number;
                                issued_tickets: number;
                            } | null;
                            ticketing_deadline?: string | null;
                            tickets_issued?: number | null;
                            tickets_total?: number | null;
                            pnr?: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listGroups: {
        parameters: {
            query?: {
                from_location?: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                to_location?: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                travel_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                        created_at: string;
                        passenger_count: number;
                        member_count: number;
                        threshold: number;
                        capacity: number;
                        lowest_known_price: number | null;
                        bid_count: number;
                        formation_deadline: string;
                        bidding_deadline: string | null;
                        payment_deadline: string | null;
                        paid_member_count: number;
                        active_member_count: number;
                        winning_quote: {
                            airline_name: string;
                            flight_number: string;
                            departure_time: string | null;
                            arrival_time: string | null;
                            price_per_ticket: number;
                        } | null;
                        my_passenger_count: number;
                        my_payment?: {
                            payment_id: string | null;
                            /** @enum {string} */
                            status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                            amount_due: number;
                            fare: number;
                            fee: number;
                            gst: number;
                            credits_applied: number;
                            paid_at: string | null;
                        } | null;
                        my_standing?: {
                            rank: number;
                            of: number;
                            above_lowest: number;
                        } | null;
                        ended?: {
                            from_status: string;
                            reason: string;
                            at: string;
                        } | null;
                        savings?: {
                            amount: number;
                            issued_tickets: number;
                        } | null;
                        ticketing_deadline?: string | null;
                        tickets_issued?: number | null;
                        tickets_total?: number | null;
                        pnr?: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from_location: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                    /** @enum {string} */
                    to_location: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                    travel_date: string;
                    /** @enum {string} */
                    time_slot: "SLOT_04_08" | "SLOT_08_12" | "SLOT_12_16" | "SLOT_16_20";
                    passengers?: {
                        full_name: string;
                        dob: string;
                        age: number;
                        /** @enum {string} */
                        gender: "M" | "F" | "Other";
                        phone: string;
                        email: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                        created_at: string;
                        passenger_count: number;
                        member_count: number;
                        threshold: number;
                        capacity: number;
                        lowest_known_price: number | null;
                        bid_count: number;
                        formation_deadline: string;
                        bidding_deadline: string | null;
                        payment_deadline: string | null;
                        paid_member_count: number;
                        active_member_count: number;
                        winning_quote: {
                            airline_name: string;
                            flight_number: string;
                            departure_time: string | null;
                            arrival_time: string | null;
                            price_per_ticket: number;
                        } | null;
                        my_passenger_count: number;
                        my_payment?: {
                            payment_id: string | null;
                            /** @enum {string} */
                            status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                            amount_due: number;
                            fare: number;
                            fee: number;
                            gst: number;
                            credits_applied: number;
                            paid_at: string | null;
                        } | null;
                        my_standing?: {
                            rank: number;
                            of: number;
                            above_lowest: number;
                        } | null;
                        ended?: {
                            from_status: string;
                            reason: string;
                            at: string;
                        } | null;
                        savings?: {
                            amount: number;
                            issued_tickets: number;
                        } | null;
                        ticketing_deadline?: string | null;
                        tickets_issued?: number | null;
                        tickets_total?: number | null;
                        pnr?: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        existing_community_id: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                        created_at: string;
                        passenger_count: number;
                        member_count: number;
                        threshold: number;
                        capacity: number;
                        lowest_known_price: number | null;
                        bid_count: number;
                        formation_deadline: string;
                        bidding_deadline: string | null;
                        payment_deadline: string | null;
                        paid_member_count: number;
                        active_member_count: number;
                        winning_quote: {
                            airline_name: string;
                            flight_number: string;
                            departure_time: string | null;
                            arrival_time: string | null;
                            price_per_ticket: number;
                        } | null;
                        my_passenger_count: number;
                        my_payment?: {
                            payment_id: string | null;
                            /** @enum {string} */
                            status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                            amount_due: number;
                            fare: number;
                            fee: number;
                            gst: number;
                            credits_applied: number;
                            paid_at: string | null;
                        } | null;
                        my_standing?: {
                            rank: number;
                            of: number;
                            above_lowest: number;
                        } | null;
                        ended?: {
                            from_status: string;
                            reason: string;
                            at: string;
                        } | null;
                        savings?: {
                            amount: number;
                            issued_tickets: number;
                        } | null;
                        ticketing_deadline?: string | null;
                        tickets_issued?: number | null;
                        tickets_total?: number | null;
                        pnr?: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    getGroupPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        community_id: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                        passenger_count: number;
                        threshold: number;
                        capacity: number;
                        passengers_needed: number;
                        open_for_joining: boolean;
                        formation_deadline: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    joinGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    passengers: {
                        full_name: string;
                        dob: string;
                        age: number;
                        /** @enum {string} */
                        gender: "M" | "F" | "Other";
                        phone: string;
                        email: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                        created_at: string;
                        passenger_count: number;
                        member_count: number;
                        threshold: number;
                        capacity: number;
                        lowest_known_price: number | null;
                        bid_count: number;
                        formation_deadline: string;
                        bidding_deadline: string | null;
                        payment_deadline: string | null;
                        paid_member_count: number;
                        active_member_count: number;
                        winning_quote: {
                            airline_name: string;
                            flight_number: string;
                            departure_time: string | null;
                            arrival_time: string | null;
                            price_per_ticket: number;
                        } | null;
                        my_passenger_count: number;
                        my_payment?: {
                            payment_id: string | null;
                            /** @enum {string} */
                            status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                            amount_due: number;
                            fare: number;
                            fee: number;
                            gst: number;
                            credits_applied: number;
                            paid_at: string | null;
                        } | null;
                        my_standing?: {
                            rank: number;
                            of: number;
                            above_lowest: number;
                        } | null;
                        ended?: {
                            from_status: string;
                            reason: string;
                            at: string;
                        } | null;
                        savings?: {
                            amount: number;
                            issued_tickets: number;
                        } | null;
                        ticketing_deadline?: string | null;
                        tickets_issued?: number | null;
                        tickets_total?: number | null;
                        pnr?: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    leaveGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getGroupBidLadder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bids: {
                            rank: number;
                            price_per_ticket: number;
                            airline_name: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listMyPassengers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passengers: {
                            id: string;
                            full_name: string;
                            age: number;
                            dob: string;
                            /** @enum {string} */
                            gender: "M" | "F" | "Other";
                            phone: string;
                            email: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    streamGroupEvents: {
        parameters: {
            query?: never;
            header?: {
                "last-event-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Group events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
        };
    };
    streamPaymentEvents: {
        parameters: {
            query?: never;
            header?: {
                "last-event-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
        };
    };
    streamAirlineEvents: {
        parameters: {
            query?: never;
            header?: {
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFQ events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        detail: string;
                    };
                };
            };
        };
    };
    registerAirline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_data: {
                        name: string;
                        email: string;
                        phone?: (string | "") | null;
                        password: string;
                    };
                    company_data: {
                        company_name: string;
                        email: string;
                        airline_code: string;
                        api_endpoint?: (string | "") | null;
                        website?: (string | "") | null;
                        logo_url?: (string | "") | null;
                        headquarters?: string | null;
                        description?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user_id: string;
                        company_id: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    listAirlineBids: {
        parameters: {
            query?: {
                from_location?: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                to_location?: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                travel_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quote_id: string;
                        community_id: string;
                        company_id: string;
                        airline_name: string;
                        airline_code: string;
                        price_per_ticket: number;
                        flight_number: string;
                        departure_time: string | null;
                        arrival_time: string | null;
                        quoted_at: string;
                        is_selected: boolean;
                        is_lowest: boolean;
                        community: {
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                            travel_date: string;
                            time_slot: string;
                            member_count: number;
                            /** @enum {string} */
                            status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                            bidding_deadline: string | null;
                            lowest_known_price: number | null;
                            paid_member_count: number;
                            active_member_count: number;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    exportAirlineBids: {
        parameters: {
            query?: {
                from_location?: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                to_location?: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                travel_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per bid; a header row first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getAirlineManifest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The winning quote's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quote_id: string;
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        airline_name: string;
                        flight_number: string;
                        departure_time: string | null;
                        arrival_time: string | null;
                        pnr: string | null;
                        ticketing_deadline: string | null;
                        tickets_issued: number;
                        tickets_total: number;
                        passengers: {
                            passenger_id: string;
                            full_name: string;
                            date_of_birth: string;
                            gender: string;
                            ticket_number: string;
                            ticket_status: string;
                            eticket_number: string | null;
                            issued_at: string | null;
                            corrections?: {
                                /** @enum {string} */
                                field: "full_name" | "dob" | "gender";
                                old_value: string;
                                new_value: string;
                                at: string;
                                /** @enum {string} */
                                by: "MEMBER" | "SAATH";
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    exportAirlineManifest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The winning quote's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per passenger; a header row first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listGroupQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quote_id: string;
                        community_id: string;
                        company_id: string;
                        airline_name: string;
                        airline_code: string;
                        price_per_ticket: number;
                        flight_number: string;
                        departure_time: string | null;
                        arrival_time: string | null;
                        quoted_at: string;
                        is_selected: boolean;
                        is_lowest: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    submitQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price_per_ticket: number;
                    flight_number: string;
                    departure_time?: string | null;
                    arrival_time?: string | null;
                    company_id?: unknown;
                    community_id?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quote_id: string;
                        community_id: string;
                        company_id: string;
                        airline_name: string;
                        airline_code: string;
                        price_per_ticket: number;
                        flight_number: string;
                        departure_time: string | null;
                        arrival_time: string | null;
                        quoted_at: string;
                        is_selected: boolean;
                        is_lowest: boolean;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    withdrawQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The quote's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                        created_at: string;
                        passenger_count: number;
                        member_count: number;
                        threshold: number;
                        capacity: number;
                        lowest_known_price: number | null;
                        bid_count: number;
                        formation_deadline: string;
                        bidding_deadline: string | null;
                        payment_deadline: string | null;
                        paid_member_count: number;
                        active_member_count: number;
                        winning_quote: {
                            airline_name: string;
                            flight_number: string;
                            departure_time: string | null;
                            arrival_time: string | null;
                            price_per_ticket: number;
                        } | null;
                        my_passenger_count: number;
                        my_payment?: {
                            payment_id: string | null;
                            /** @enum {string} */
                            status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                            amount_due: number;
                            fare: number;
                            fee: number;
                            gst: number;
                            credits_applied: number;
                            paid_at: string | null;
                        } | null;
                        my_standing?: {
                            rank: number;
                            of: number;
                            above_lowest: number;
                        } | null;
                        ended?: {
                            from_status: string;
                            reason: string;
                            at: string;
                        } | null;
                        savings?: {
                            amount: number;
                            issued_tickets: number;
                        } | null;
                        ticketing_deadline?: string | null;
                        tickets_issued?: number | null;
                        tickets_total?: number | null;
                        pnr?: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    selectQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                        created_at: string;
                        passenger_count: number;
                        member_count: number;
                        threshold: number;
                        capacity: number;
                        lowest_known_price: number | null;
                        bid_count: number;
                        formation_deadline: string;
                        bidding_deadline: string | null;
                        payment_deadline: string | null;
                        paid_member_count: number;
                        active_member_count: number;
                        winning_quote: {
                            airline_name: string;
                            flight_number: string;
                            departure_time: string | null;
                            arrival_time: string | null;
                            price_per_ticket: number;
                        } | null;
                        my_passenger_count: number;
                        my_payment?: {
                            payment_id: string | null;
                            /** @enum {string} */
                            status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                            amount_due: number;
                            fare: number;
                            fee: number;
                            gst: number;
                            credits_applied: number;
                            paid_at: string | null;
                        } | null;
                        my_standing?: {
                            rank: number;
                            of: number;
                            above_lowest: number;
                        } | null;
                        ended?: {
                            from_status: string;
                            reason: string;
                            at: string;
                        } | null;
                        savings?: {
                            amount: number;
                            issued_tickets: number;
                        } | null;
                        ticketing_deadline?: string | null;
                        tickets_issued?: number | null;
                        tickets_total?: number | null;
                        pnr?: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    issueAirlineTickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The winning quote's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pnr?: string;
                    tickets: {
                        /** Format: uuid */
                        passenger_id: string;
                        eticket_number: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "quote_id": "0b7c1f9e-3d2a-4c5b-9e8f-1a2b3c4d5e6f",
                     *       "community_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "rfq_number": "RFQ-2026-000123",
                     *       "from_location": "DEL",
                     *       "to_location": "BOM",
                     *       "travel_date": "2026-12-20",
                     *       "time_slot": "SLOT_08_12",
                     *       "status": "BOOKED",
                     *       "flight_number": "6E 21",
                     *       "departure_time": "2026-12-20T04:00:00.000Z",
                     *       "arrival_time": "2026-12-20T06:15:00.000Z",
                     *       "pnr": "K7QX2M",
                     *       "ticketing_deadline": "2026-12-03T10:00:00.000Z",
                     *       "tickets_issued": 1,
                     *       "tickets_total": 7,
                     *       "rows": [
                     *         {
                     *           "line": null,
                     *           "passenger_id": "5f0e7a1c-8b9d-4e2f-a3b4-c5d6e7f8a9b0",
                     *           "passenger_name": "Asha Verma",
                     *           "eticket_number": "0981234567890",
                     *           "outcome": "ISSUED",
                     *           "reason": null
                     *         }
                     *       ],
                     *       "issued": 1,
                     *       "unchanged": 0,
                     *       "refused": 0
                     *     }
                     */
                    "application/json": {
                        quote_id: string;
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        status: string;
                        flight_number: string;
                        departure_time: string | null;
                        arrival_time: string | null;
                        pnr: string | null;
                        ticketing_deadline: string | null;
                        tickets_issued: number;
                        tickets_total: number;
                        rows: {
                            line: number | null;
                            passenger_id: string | null;
                            passenger_name: string | null;
                            eticket_number: string | null;
                            /** @enum {string} */
                            outcome: "ISSUED" | "UNCHANGED" | "REFUSED";
                            reason: string | null;
                        }[];
                        issued: number;
                        unchanged: number;
                        refused: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    listAirlineWonGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "awaiting_tickets": 1,
                     *       "groups": [
                     *         {
                     *           "quote_id": "0b7c1f9e-3d2a-4c5b-9e8f-1a2b3c4d5e6f",
                     *           "community_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *           "rfq_number": "RFQ-2026-000123",
                     *           "from_location": "DEL",
                     *           "to_location": "BOM",
                     *           "travel_date": "2026-12-20",
                     *           "time_slot": "SLOT_08_12",
                     *           "status": "BOOKED",
                     *           "flight_number": "6E 21",
                     *           "departure_time": "2026-12-20T04:00:00.000Z",
                     *           "arrival_time": "2026-12-20T06:15:00.000Z",
                     *           "pnr": "K7QX2M",
                     *           "ticketing_deadline": "2026-12-03T10:00:00.000Z",
                     *           "tickets_issued": 1,
                     *           "tickets_total": 7
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        awaiting_tickets: number;
                        groups: {
                            quote_id: string;
                            community_id: string;
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                            travel_date: string;
                            time_slot: string;
                            status: string;
                            flight_number: string;
                            departure_time: string | null;
                            arrival_time: string | null;
                            pnr: string | null;
                            ticketing_deadline: string | null;
                            tickets_issued: number;
                            tickets_total: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    uploadAirlineTicketingCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The winning quote's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example RFQ,Flight,Full name,passenger_id,pnr,eticket_number
                 *     RFQ-2026-000123,6E 21,Asha Verma,5f0e7a1c-8b9d-4e2f-a3b4-c5d6e7f8a9b0,K7QX2M,0981234567890
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "quote_id": "0b7c1f9e-3d2a-4c5b-9e8f-1a2b3c4d5e6f",
                     *       "community_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "rfq_number": "RFQ-2026-000123",
                     *       "from_location": "DEL",
                     *       "to_location": "BOM",
                     *       "travel_date": "2026-12-20",
                     *       "time_slot": "SLOT_08_12",
                     *       "status": "BOOKED",
                     *       "flight_number": "6E 21",
                     *       "departure_time": "2026-12-20T04:00:00.000Z",
                     *       "arrival_time": "2026-12-20T06:15:00.000Z",
                     *       "pnr": "K7QX2M",
                     *       "ticketing_deadline": "2026-12-03T10:00:00.000Z",
                     *       "tickets_issued": 1,
                     *       "tickets_total": 7,
                     *       "rows": [
                     *         {
                     *           "line": 2,
                     *           "passenger_id": "5f0e7a1c-8b9d-4e2f-a3b4-c5d6e7f8a9b0",
                     *           "passenger_name": "Asha Verma",
                     *           "eticket_number": "0981234567890",
                     *           "outcome": "ISSUED",
                     *           "reason": null
                     *         }
                     *       ],
                     *       "issued": 1,
                     *       "unchanged": 0,
                     *       "refused": 0
                     *     }
                     */
                    "application/json": {
                        quote_id: string;
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        status: string;
                        flight_number: string;
                        departure_time: string | null;
                        arrival_time: string | null;
                        pnr: string | null;
                        ticketing_deadline: string | null;
                        tickets_issued: number;
                        tickets_total: number;
                        rows: {
                            line: number | null;
                            passenger_id: string | null;
                            passenger_name: string | null;
                            eticket_number: string | null;
                            /** @enum {string} */
                            outcome: "ISSUED" | "UNCHANGED" | "REFUSED";
                            reason: string | null;
                        }[];
                        issued: number;
                        unchanged: number;
                        refused: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    correctMyPassenger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                passengerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "full_name": "Asha Verma"
                 *     }
                 */
                "application/json": {
                    full_name?: string;
                    dob?: string;
                    /** @enum {string} */
                    gender?: "M" | "F" | "Other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        full_name: string;
                        age: number;
                        dob: string;
                        /** @enum {string} */
                        gender: "M" | "F" | "Other";
                        phone: string;
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        community_id: string;
                        passenger_id: string;
                        /** @enum {string} */
                        status: "PENDING" | "PASSED" | "DECLINED";
                        changes: {
                            full_name?: string;
                            dob?: string;
                            gender?: string;
                        };
                        reason: string | null;
                        created_at: string;
                        decided_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    adminListCorrections: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            community_id: string;
                            passenger_id: string;
                            /** @enum {string} */
                            status: "PENDING" | "PASSED" | "DECLINED";
                            changes: {
                                full_name?: string;
                                dob?: string;
                                gender?: string;
                            };
                            reason: string | null;
                            created_at: string;
                            decided_at: string | null;
                            rfq_number: string;
                            travel_date: string;
                            airline_name: string | null;
                            member_email: string;
                            current: {
                                full_name: string;
                                dob: string;
                                gender: string;
                            };
                            eticket_number: string | null;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    adminPassCorrection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        community_id: string;
                        passenger_id: string;
                        /** @enum {string} */
                        status: "PENDING" | "PASSED" | "DECLINED";
                        changes: {
                            full_name?: string;
                            dob?: string;
                            gender?: string;
                        };
                        reason: string | null;
                        created_at: string;
                        decided_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    adminDeclineCorrection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        community_id: string;
                        passenger_id: string;
                        /** @enum {string} */
                        status: "PENDING" | "PASSED" | "DECLINED";
                        changes: {
                            full_name?: string;
                            dob?: string;
                            gender?: string;
                        };
                        reason: string | null;
                        created_at: string;
                        decided_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    changeAirlineSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The winning quote's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    flight_number: string;
                    departure_time: string;
                    arrival_time: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "change": {
                     *         "schedule_change_id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f",
                     *         "quote_id": "0b7c1f9e-3d2a-4c5b-9e8f-1a2b3c4d5e6f",
                     *         "community_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *         "old_flight_number": "6E21",
                     *         "new_flight_number": "6E25",
                     *         "old_departure_time": "2026-12-20T04:00:00.000Z",
                     *         "new_departure_time": "2026-12-20T07:30:00.000Z",
                     *         "old_arrival_time": "2026-12-20T06:15:00.000Z",
                     *         "new_arrival_time": "2026-12-20T09:45:00.000Z",
                     *         "reason": "Aircraft rotation changed",
                     *         "significant": true,
                     *         "full_refund_until": "2026-12-09T10:00:00.000Z",
                     *         "created_at": "2026-12-06T10:00:00.000Z"
                     *       },
                     *       "changes": [
                     *         {
                     *           "schedule_change_id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f",
                     *           "quote_id": "0b7c1f9e-3d2a-4c5b-9e8f-1a2b3c4d5e6f",
                     *           "community_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *           "old_flight_number": "6E21",
                     *           "new_flight_number": "6E25",
                     *           "old_departure_time": "2026-12-20T04:00:00.000Z",
                     *           "new_departure_time": "2026-12-20T07:30:00.000Z",
                     *           "old_arrival_time": "2026-12-20T06:15:00.000Z",
                     *           "new_arrival_time": "2026-12-20T09:45:00.000Z",
                     *           "reason": "Aircraft rotation changed",
                     *           "significant": true,
                     *           "full_refund_until": "2026-12-09T10:00:00.000Z",
                     *           "created_at": "2026-12-06T10:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        change: {
                            schedule_change_id: string;
                            quote_id: string;
                            community_id: string;
                            old_flight_number: string;
                            new_flight_number: string;
                            old_departure_time: string | null;
                            new_departure_time: string;
                            old_arrival_time: string | null;
                            new_arrival_time: string;
                            reason: string;
                            significant: boolean;
                            full_refund_until: string | null;
                            created_at: string;
                        };
                        changes: {
                            schedule_change_id: string;
                            quote_id: string;
                            community_id: string;
                            old_flight_number: string;
                            new_flight_number: string;
                            old_departure_time: string | null;
                            new_departure_time: string;
                            old_arrival_time: string | null;
                            new_arrival_time: string;
                            reason: string;
                            significant: boolean;
                            full_refund_until: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    listAirlineScheduleChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The winning quote's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changes": [
                     *         {
                     *           "schedule_change_id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f",
                     *           "quote_id": "0b7c1f9e-3d2a-4c5b-9e8f-1a2b3c4d5e6f",
                     *           "community_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *           "old_flight_number": "6E21",
                     *           "new_flight_number": "6E25",
                     *           "old_departure_time": "2026-12-20T04:00:00.000Z",
                     *           "new_departure_time": "2026-12-20T07:30:00.000Z",
                     *           "old_arrival_time": "2026-12-20T06:15:00.000Z",
                     *           "new_arrival_time": "2026-12-20T09:45:00.000Z",
                     *           "reason": "Aircraft rotation changed",
                     *           "significant": true,
                     *           "full_refund_until": "2026-12-09T10:00:00.000Z",
                     *           "created_at": "2026-12-06T10:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        changes: {
                            schedule_change_id: string;
                            quote_id: string;
                            community_id: string;
                            old_flight_number: string;
                            new_flight_number: string;
                            old_departure_time: string | null;
                            new_departure_time: string;
                            old_arrival_time: string | null;
                            new_arrival_time: string;
                            reason: string;
                            significant: boolean;
                            full_refund_until: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    listGroupScheduleChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "changes": [
                     *         {
                     *           "schedule_change_id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f",
                     *           "quote_id": "0b7c1f9e-3d2a-4c5b-9e8f-1a2b3c4d5e6f",
                     *           "community_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *           "old_flight_number": "6E21",
                     *           "new_flight_number": "6E25",
                     *           "old_departure_time": "2026-12-20T04:00:00.000Z",
                     *           "new_departure_time": "2026-12-20T07:30:00.000Z",
                     *           "old_arrival_time": "2026-12-20T06:15:00.000Z",
                     *           "new_arrival_time": "2026-12-20T09:45:00.000Z",
                     *           "reason": "Aircraft rotation changed",
                     *           "significant": true,
                     *           "full_refund_until": "2026-12-09T10:00:00.000Z",
                     *           "created_at": "2026-12-06T10:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        changes: {
                            schedule_change_id: string;
                            quote_id: string;
                            community_id: string;
                            old_flight_number: string;
                            new_flight_number: string;
                            old_departure_time: string | null;
                            new_departure_time: string;
                            old_arrival_time: string | null;
                            new_arrival_time: string;
                            reason: string;
                            significant: boolean;
                            full_refund_until: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The start of the key, to tell keys apart */
                        prefix: string;
                        created_at: string;
                        /** @description Last request with the key (to the minute); null: never used */
                        last_used_at: string | null;
                        revoked_at: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the key is for
                     * @example Revenue management system
                     */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The start of the key, to tell keys apart */
                        prefix: string;
                        created_at: string;
                        /** @description Last request with the key (to the minute); null: never used */
                        last_used_at: string | null;
                        revoked_at: string | null;
                        /** @description The whole key (shown only in this answer): send it as "Authorization: Bearer <key>" */
                        key: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @description The start of the key, to tell keys apart */
                        prefix: string;
                        created_at: string;
                        /** @description Last request with the key (to the minute); null: never used */
                        last_used_at: string | null;
                        revoked_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getWebhookSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: string | null;
                        secret_hint: string | null;
                        events: ("rfq.opened" | "rfq.closed" | "quote.won" | "quote.lost" | "group.booked" | "ticketing.reminder" | "ticket.cancelled" | "manifest.changed")[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    setWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description https address that receives the POSTs; null or "" stops them */
                    endpoint: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: string | null;
                        secret_hint: string | null;
                        events: ("rfq.opened" | "rfq.closed" | "quote.won" | "quote.lost" | "group.booked" | "ticketing.reminder" | "ticket.cancelled" | "manifest.changed")[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: string | null;
                        secret_hint: string | null;
                        events: ("rfq.opened" | "rfq.closed" | "quote.won" | "quote.lost" | "group.booked" | "ticketing.reminder" | "ticket.cancelled" | "manifest.changed")[];
                        /** @description The whole secret, shown only in this answer: X-Saath-Signature is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> */
                        secret: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                community_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The X-Saath-Delivery header of its POSTs
                         */
                        id: string;
                        /** @enum {string} */
                        event: "rfq.opened" | "rfq.closed" | "quote.won" | "quote.lost" | "group.booked" | "ticketing.reminder" | "ticket.cancelled" | "manifest.changed" | "webhook.test";
                        /** @enum {string} */
                        status: "PENDING" | "SENT" | "DEAD";
                        response_code: number | null;
                        attempts: number;
                        last_error: string | null;
                        created_at: string;
                        delivered_at: string | null;
                        next_attempt_at: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The X-Saath-Delivery header of its POSTs
                         */
                        id: string;
                        /** @enum {string} */
                        event: "rfq.opened" | "rfq.closed" | "quote.won" | "quote.lost" | "group.booked" | "ticketing.reminder" | "ticket.cancelled" | "manifest.changed" | "webhook.test";
                        /** @enum {string} */
                        status: "PENDING" | "SENT" | "DEAD";
                        response_code: number | null;
                        attempts: number;
                        last_error: string | null;
                        created_at: string;
                        delivered_at: string | null;
                        next_attempt_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The X-Saath-Delivery header of its POSTs
                         */
                        id: string;
                        /** @enum {string} */
                        event: "rfq.opened" | "rfq.closed" | "quote.won" | "quote.lost" | "group.booked" | "ticketing.reminder" | "ticket.cancelled" | "manifest.changed" | "webhook.test";
                        /** @enum {string} */
                        status: "PENDING" | "SENT" | "DEAD";
                        response_code: number | null;
                        attempts: number;
                        last_error: string | null;
                        created_at: string;
                        delivered_at: string | null;
                        next_attempt_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apply_credits?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        /** @enum {string} */
                        status: "CREATED";
                        amount: number;
                        /** @enum {string} */
                        currency: "INR";
                        /** @enum {string} */
                        provider: "sandbox" | "razorpay";
                        checkout: {
                            url: string;
                        } | {
                            key_id: string;
                            order_id: string;
                            amount: number;
                            /** @enum {string} */
                            currency: "INR";
                            name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        /** @enum {string} */
                        status: "CREATED";
                        amount: number;
                        /** @enum {string} */
                        currency: "INR";
                        /** @enum {string} */
                        provider: "sandbox" | "razorpay";
                        checkout: {
                            url: string;
                        } | {
                            key_id: string;
                            order_id: string;
                            amount: number;
                            /** @enum {string} */
                            currency: "INR";
                            name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        community_id: string;
                        /** @enum {string} */
                        status: "CREATED" | "PAID" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
                        amount: number;
                        refunded_amount: number;
                        /** @enum {string} */
                        provider: "sandbox" | "razorpay";
                        provider_payment_id: string | null;
                        created_at: string;
                        paid_at: string | null;
                        receipt_number: string | null;
                        refunds: {
                            amount: number;
                            currency: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "PROCESSED" | "FAILED";
                            provider_refund_id: string | null;
                            created_at: string;
                            processed_at: string | null;
                        }[];
                        /** @enum {string|null} */
                        method: "UPI" | "CARD" | null;
                        method_label: string | null;
                        upi_collect: {
                            vpa: string;
                            /** @enum {string} */
                            state: "PENDING" | "APPROVED" | "DECLINED" | "EXPIRED";
                            expires_at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadPaymentReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt (PDF) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    sandboxCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_number: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        /** @enum {string} */
                        status: "PAID" | "FAILED";
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    sandboxUpiCollect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vpa: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        community_id: string;
                        /** @enum {string} */
                        status: "CREATED" | "PAID" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
                        amount: number;
                        refunded_amount: number;
                        /** @enum {string} */
                        provider: "sandbox" | "razorpay";
                        provider_payment_id: string | null;
                        created_at: string;
                        paid_at: string | null;
                        receipt_number: string | null;
                        refunds: {
                            amount: number;
                            currency: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "PROCESSED" | "FAILED";
                            provider_refund_id: string | null;
                            created_at: string;
                            processed_at: string | null;
                        }[];
                        /** @enum {string|null} */
                        method: "UPI" | "CARD" | null;
                        method_label: string | null;
                        upi_collect: {
                            vpa: string;
                            /** @enum {string} */
                            state: "PENDING" | "APPROVED" | "DECLINED" | "EXPIRED";
                            expires_at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    sandboxUpiDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "APPROVE" | "DECLINE";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        community_id: string;
                        /** @enum {string} */
                        status: "CREATED" | "PAID" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
                        amount: number;
                        refunded_amount: number;
                        /** @enum {string} */
                        provider: "sandbox" | "razorpay";
                        provider_payment_id: string | null;
                        created_at: string;
                        paid_at: string | null;
                        receipt_number: string | null;
                        refunds: {
                            amount: number;
                            currency: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "PROCESSED" | "FAILED";
                            provider_refund_id: string | null;
                            created_at: string;
                            processed_at: string | null;
                        }[];
                        /** @enum {string|null} */
                        method: "UPI" | "CARD" | null;
                        method_label: string | null;
                        upi_collect: {
                            vpa: string;
                            /** @enum {string} */
                            state: "PENDING" | "APPROVED" | "DECLINED" | "EXPIRED";
                            expires_at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    verifyRazorpayPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    razorpay_payment_id: string;
                    razorpay_order_id: string;
                    razorpay_signature: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        community_id: string;
                        /** @enum {string} */
                        status: "CREATED" | "PAID" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
                        amount: number;
                        refunded_amount: number;
                        /** @enum {string} */
                        provider: "sandbox" | "razorpay";
                        provider_payment_id: string | null;
                        created_at: string;
                        paid_at: string | null;
                        receipt_number: string | null;
                        refunds: {
                            amount: number;
                            currency: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "PROCESSED" | "FAILED";
                            provider_refund_id: string | null;
                            created_at: string;
                            processed_at: string | null;
                        }[];
                        /** @enum {string|null} */
                        method: "UPI" | "CARD" | null;
                        method_label: string | null;
                        upi_collect: {
                            vpa: string;
                            /** @enum {string} */
                            state: "PENDING" | "APPROVED" | "DECLINED" | "EXPIRED";
                            expires_at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getMyMoneyTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        community_id: string;
                        paid: number;
                        refunded: number;
                        net: number;
                        events: {
                            /** @enum {string} */
                            kind: "PAYMENT" | "CREDIT_USED" | "WAIVER_USED" | "CREDIT_GRANTED" | "CREDIT_RETURNED" | "REFUND_REQUESTED" | "REFUND_APPROVED" | "REFUND_DECLINED" | "REFUND";
                            at: string;
                            amount: number;
                            waivers: number;
                            payment_id: string | null;
                            refund_request_id: string | null;
                            ticket_number: string | null;
                            /** @enum {string|null} */
                            reason: "MEDICAL" | "DEATH_IN_FAMILY" | "JOB_LOSS" | "NATURAL_DISASTER" | "OTHER" | null;
                            note: string | null;
                            /** @enum {string|null} */
                            refund_status: "PENDING" | "PROCESSED" | null;
                        }[];
                        refund_requests: {
                            refund_request_id: string;
                            ticket_id: string;
                            ticket_number: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "DECLINED";
                            /** @enum {string} */
                            reason: "MEDICAL" | "DEATH_IN_FAMILY" | "JOB_LOSS" | "NATURAL_DISASTER" | "OTHER";
                            amount: number;
                            created_at: string;
                            decided_at: string | null;
                            decision_note: string | null;
                            proof: {
                                file_name: string;
                                /** @enum {string} */
                                media_type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp";
                                size: number;
                                uploaded_at: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadRefundProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file as it was attached */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                    "image/jpeg": {
                        detail: string;
                    };
                    "image/png": {
                        detail: string;
                    };
                    "image/webp": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                    "image/jpeg": {
                        detail: string;
                    };
                    "image/png": {
                        detail: string;
                    };
                    "image/webp": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                    "image/jpeg": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                    "image/png": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                    "image/webp": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    attachRefundProof: {
        parameters: {
            query?: {
                file_name?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": string;
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        file_name: string;
                        /** @enum {string} */
                        media_type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp";
                        size: number;
                        uploaded_at: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    receivePaymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket_id: string;
                        ticket_number: string;
                        community_id: string;
                        rfq_number: string;
                        /** @enum {string} */
                        status: "ISSUED" | "CANCELLED" | "PENDING";
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        passenger_name: string;
                        airline_name: string | null;
                        airline_code: string | null;
                        flight_number: string | null;
                        departure_time: string | null;
                        arrival_time: string | null;
                        fare_paise: number;
                        fee_paise: number;
                        gst_paise: number;
                        price_paid: number;
                        created_at: string;
                        cancelled_at: string | null;
                        pnr: string | null;
                        eticket_number: string | null;
                        issued_at: string | null;
                        ticketing_deadline: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket_id: string;
                        ticket_number: string;
                        community_id: string;
                        rfq_number: string;
                        /** @enum {string} */
                        status: "ISSUED" | "CANCELLED" | "PENDING";
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        passenger_name: string;
                        airline_name: string | null;
                        airline_code: string | null;
                        flight_number: string | null;
                        departure_time: string | null;
                        arrival_time: string | null;
                        fare_paise: number;
                        fee_paise: number;
                        gst_paise: number;
                        price_paid: number;
                        created_at: string;
                        cancelled_at: string | null;
                        pnr: string | null;
                        eticket_number: string | null;
                        issued_at: string | null;
                        ticketing_deadline: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    cancelTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "MEDICAL" | "DEATH_IN_FAMILY" | "JOB_LOSS" | "NATURAL_DISASTER" | "OTHER";
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket_id: string;
                        ticket_number: string;
                        community_id: string;
                        rfq_number: string;
                        /** @enum {string} */
                        status: "ISSUED" | "CANCELLED" | "PENDING";
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        passenger_name: string;
                        airline_name: string | null;
                        airline_code: string | null;
                        flight_number: string | null;
                        departure_time: string | null;
                        arrival_time: string | null;
                        fare_paise: number;
                        fee_paise: number;
                        gst_paise: number;
                        price_paid: number;
                        created_at: string;
                        cancelled_at: string | null;
                        pnr: string | null;
                        eticket_number: string | null;
                        issued_at: string | null;
                        ticketing_deadline: string | null;
                        cancellation: {
                            /** @enum {string} */
                            reason: "MEDICAL" | "DEATH_IN_FAMILY" | "JOB_LOSS" | "NATURAL_DISASTER" | "OTHER";
                            /** @enum {string} */
                            outcome: "REFUND_REQUESTED" | "NO_REFUND" | "NOTHING_TO_REFUND" | "FULL_REFUND";
                            message: string;
                            refund_request_id: string | null;
                            refund_amount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    downloadETicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-ticket (PDF) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listContactMessages: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                state?: "open" | "handled" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            email: string;
                            subject: string;
                            message: string;
                            created_at: string;
                            handled_at: string | null;
                            handled_by: string | null;
                            handled_by_name: string | null;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        subject: string;
                        message: string;
                        created_at: string;
                        handled_at: string | null;
                        handled_by: string | null;
                        handled_by_name: string | null;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    markContactMessageHandled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        subject: string;
                        message: string;
                        created_at: string;
                        handled_at: string | null;
                        handled_by: string | null;
                        handled_by_name: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    reopenContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        subject: string;
                        message: string;
                        created_at: string;
                        handled_at: string | null;
                        handled_by: string | null;
                        handled_by_name: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getAdminGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        group: {
                            community_id: string;
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                            travel_date: string;
                            time_slot: string;
                            /** @enum {string} */
                            status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                            created_at: string;
                            passenger_count: number;
                            member_count: number;
                            threshold: number;
                            capacity: number;
                            lowest_known_price: number | null;
                            bid_count: number;
                            formation_deadline: string;
                            bidding_deadline: string | null;
                            payment_deadline: string | null;
                            paid_member_count: number;
                            active_member_count: number;
                            winning_quote: {
                                airline_name: string;
                                flight_number: string;
                                departure_time: string | null;
                                arrival_time: string | null;
                                price_per_ticket: number;
                            } | null;
                            my_passenger_count: number;
                            my_payment?: {
                                payment_id: string | null;
                                /** @enum {string} */
                                status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                                amount_due: number;
                                fare: number;
                                fee: number;
                                gst: number;
                                credits_applied: number;
                                paid_at: string | null;
                            } | null;
                            my_standing?: {
                                rank: number;
                                of: number;
                                above_lowest: number;
                            } | null;
                            ended?: {
                                from_status: string;
                                reason: string;
                                at: string;
                            } | null;
                            savings?: {
                                amount: number;
                                issued_tickets: number;
                            } | null;
                            ticketing_deadline?: string | null;
                            tickets_issued?: number | null;
                            tickets_total?: number | null;
                            pnr?: string | null;
                        };
                        members: number;
                        status_history: {
                            from_status: string;
                            to_status: string;
                            reason: string;
                            /** @enum {string} */
                            actor_kind: "SYSTEM" | "MEMBER" | "ADMIN";
                            actor: {
                                user_id: string;
                                name: string;
                            } | null;
                            at: string;
                        }[];
                        admin_actions: {
                            /** @enum {string} */
                            action: "GROUP_STATUS_OVERRIDE" | "QUOTE_SELECTED";
                            from_status: string | null;
                            to_status: string | null;
                            reason: string | null;
                            admin: {
                                user_id: string;
                                name: string;
                            } | null;
                            details: {
                                [key: string]: unknown;
                            };
                            at: string;
                        }[];
                        quotes: {
                            quote_id: string;
                            community_id: string;
                            company_id: string;
                            airline_name: string;
                            airline_code: string;
                            price_per_ticket: number;
                            flight_number: string;
                            departure_time: string | null;
                            arrival_time: string | null;
                            quoted_at: string;
                            is_selected: boolean;
                            is_lowest: boolean;
                            total_price: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listAdminGroupBids: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bids: {
                            /** @enum {string} */
                            kind: "SUBMITTED" | "REPLACED" | "WITHDRAWN";
                            at: string;
                            company_id: string;
                            airline_name: string;
                            airline_code: string;
                            quote_id: string;
                            price_per_ticket: number;
                            flight_number: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total_users: number;
                        total_communities: number;
                        total_tickets: number;
                        total_saved_amount: number;
                        community_status_counts: {
                            PENDING: number;
                            ACTIVE: number;
                            THRESHOLD_MET: number;
                            RFQ_SENT: number;
                            READY_FOR_BOOKING: number;
                            BOOKED: number;
                            DISABLED: number;
                            CANCELLED: number;
                        } & {
                            [key: string]: number;
                        };
                        popular_routes: {
                            from_location: string;
                            to_location: string;
                            count: number;
                        }[];
                        avg_community_size: number | null;
                        threshold_success_rate: number | null;
                        avg_ticket_price: number | null;
                        total_credits_issued: number;
                        fees_earned: number;
                        money_captured: number;
                        money_refunded: number;
                        money_net: number;
                        owed_to_airlines: number;
                        paid_to_airlines: number;
                        most_active_route: string | null;
                        recent_communities: {
                            community_id: string;
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                            created_at: string;
                            /** @enum {string} */
                            status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                        }[];
                        recent_tickets: {
                            ticket_id: string;
                            flight_number: string | null;
                            created_at: string;
                            /** @enum {string} */
                            status: "ISSUED" | "CANCELLED" | "PENDING";
                        }[];
                        airline_ticketing?: {
                            company_id: string;
                            name: string;
                            awards: number;
                            on_time: number;
                            rate: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getRfqConversion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rfq_sent: number;
                        ready_for_booking: number;
                        booked: number;
                        cancelled: number;
                        conversion_rate: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listAdminGroups: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                rfq_number?: string;
                from_location?: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                to_location?: "DEL" | "BOM" | "BLR" | "CCU" | "MAA" | "HYD" | "PNQ" | "AMD" | "COK" | "JAI" | "GOI" | "VNS";
                travel_date?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            community_id: string;
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                            travel_date: string;
                            time_slot: string;
                            /** @enum {string} */
                            status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                            created_at: string;
                            passenger_count: number;
                            member_count: number;
                            threshold: number;
                            capacity: number;
                            lowest_known_price: number | null;
                            bid_count: number;
                            formation_deadline: string;
                            bidding_deadline: string | null;
                            payment_deadline: string | null;
                            paid_member_count: number;
                            active_member_count: number;
                            winning_quote: {
                                airline_name: string;
                                flight_number: string;
                                departure_time: string | null;
                                arrival_time: string | null;
                                price_per_ticket: number;
                            } | null;
                            my_passenger_count: number;
                            my_payment?: {
                                payment_id: string | null;
                                /** @enum {string} */
                                status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                                amount_due: number;
                                fare: number;
                                fee: number;
                                gst: number;
                                credits_applied: number;
                                paid_at: string | null;
                            } | null;
                            my_standing?: {
                                rank: number;
                                of: number;
                                above_lowest: number;
                            } | null;
                            ended?: {
                                from_status: string;
                                reason: string;
                                at: string;
                            } | null;
                            savings?: {
                                amount: number;
                                issued_tickets: number;
                            } | null;
                            ticketing_deadline?: string | null;
                            tickets_issued?: number | null;
                            tickets_total?: number | null;
                            pnr?: string | null;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    overrideGroupStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: string;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        time_slot: string;
                        /** @enum {string} */
                        status: "PENDING" | "ACTIVE" | "THRESHOLD_MET" | "RFQ_SENT" | "READY_FOR_BOOKING" | "BOOKED" | "DISABLED" | "CANCELLED";
                        created_at: string;
                        passenger_count: number;
                        member_count: number;
                        threshold: number;
                        capacity: number;
                        lowest_known_price: number | null;
                        bid_count: number;
                        formation_deadline: string;
                        bidding_deadline: string | null;
                        payment_deadline: string | null;
                        paid_member_count: number;
                        active_member_count: number;
                        winning_quote: {
                            airline_name: string;
                            flight_number: string;
                            departure_time: string | null;
                            arrival_time: string | null;
                            price_per_ticket: number;
                        } | null;
                        my_passenger_count: number;
                        my_payment?: {
                            payment_id: string | null;
                            /** @enum {string} */
                            status: "DUE" | "PAID" | "EXPIRED" | "REFUNDED";
                            amount_due: number;
                            fare: number;
                            fee: number;
                            gst: number;
                            credits_applied: number;
                            paid_at: string | null;
                        } | null;
                        my_standing?: {
                            rank: number;
                            of: number;
                            above_lowest: number;
                        } | null;
                        ended?: {
                            from_status: string;
                            reason: string;
                            at: string;
                        } | null;
                        savings?: {
                            amount: number;
                            issued_tickets: number;
                        } | null;
                        ticketing_deadline?: string | null;
                        tickets_issued?: number | null;
                        tickets_total?: number | null;
                        pnr?: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                q?: string;
                status?: "active" | "inactive" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            user_id: string;
                            name: string;
                            email: string;
                            phone: string | null;
                            credit_balance: number;
                            created_at: string;
                            is_active: boolean;
                            is_admin: boolean;
                            /** @enum {string} */
                            role: "TRAVELLER" | "AIRLINE" | "ADMIN";
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        name: string;
                        email: string;
                        phone: string | null;
                        credit_balance: number;
                        created_at: string;
                        is_active: boolean;
                        is_admin: boolean;
                        /** @enum {string} */
                        role: "TRAVELLER" | "AIRLINE" | "ADMIN";
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    reactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        name: string;
                        email: string;
                        phone: string | null;
                        credit_balance: number;
                        created_at: string;
                        is_active: boolean;
                        is_admin: boolean;
                        /** @enum {string} */
                        role: "TRAVELLER" | "AIRLINE" | "ADMIN";
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            /** @enum {string} */
                            action: "GROUP_STATUS_OVERRIDE" | "USER_DEACTIVATED" | "USER_REACTIVATED" | "QUOTE_SELECTED" | "JOB_RETRIED" | "PAYMENT_REFUNDED" | "REFUND_REQUEST_APPROVED" | "REFUND_REQUEST_DECLINED" | "TICKETING_DEADLINE_EXTENDED" | "CORRECTION_PASSED" | "CORRECTION_DECLINED" | "PAYOUT_MADE" | "PAYOUT_ACCOUNT_SET" | "PAYOUT_RETRIED" | "PAYOUT_RECOVERED";
                            at: string;
                            reason: string | null;
                            actor: {
                                user_id: string;
                                name: string;
                                email: string;
                            } | null;
                            user: {
                                user_id: string;
                                name: string;
                                email: string;
                            } | null;
                            group: {
                                community_id: string;
                                rfq_number: string;
                                from_location: string;
                                to_location: string;
                            } | null;
                            from_status: string | null;
                            to_status: string | null;
                            details: {
                                [key: string]: unknown;
                            };
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listAdminPayments: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            payment_id: string;
                            /** @enum {string} */
                            status: "CREATED" | "PAID" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
                            amount: number;
                            refunded_amount: number;
                            provider: string;
                            member: {
                                user_id: string;
                                name: string;
                                email: string;
                            };
                            group: {
                                community_id: string;
                                rfq_number: string;
                                from_location: string;
                                to_location: string;
                            };
                            created_at: string;
                            paid_at: string | null;
                            credit_shortfall: {
                                credits: number;
                                waivers: number;
                            };
                            capture_mismatch: {
                                amount: number;
                                currency: string | null;
                                refund_id: string | null;
                                /** @enum {string|null} */
                                refund_status: "PENDING" | "PROCESSED" | "FAILED" | null;
                            } | null;
                            refunds: {
                                amount: number;
                                currency: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "PROCESSED" | "FAILED";
                                provider_refund_id: string | null;
                                created_at: string;
                                processed_at: string | null;
                                refund_id: string;
                                /** @enum {string} */
                                kind: "REFUND" | "CAPTURE_MISMATCH";
                                job_id: string | null;
                                attempts: number;
                                last_error: string | null;
                            }[];
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                        totals: {
                            captured: number;
                            refunded: number;
                            net: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    refundPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: string;
                        /** @enum {string} */
                        status: "CREATED" | "PAID" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
                        amount: number;
                        refunded_amount: number;
                        provider: string;
                        member: {
                            user_id: string;
                            name: string;
                            email: string;
                        };
                        group: {
                            community_id: string;
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                        };
                        created_at: string;
                        paid_at: string | null;
                        credit_shortfall: {
                            credits: number;
                            waivers: number;
                        };
                        capture_mismatch: {
                            amount: number;
                            currency: string | null;
                            refund_id: string | null;
                            /** @enum {string|null} */
                            refund_status: "PENDING" | "PROCESSED" | "FAILED" | null;
                        } | null;
                        refunds: {
                            amount: number;
                            currency: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "PROCESSED" | "FAILED";
                            provider_refund_id: string | null;
                            created_at: string;
                            processed_at: string | null;
                            refund_id: string;
                            /** @enum {string} */
                            kind: "REFUND" | "CAPTURE_MISMATCH";
                            job_id: string | null;
                            attempts: number;
                            last_error: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listRefundRequests: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                status?: "PENDING" | "APPROVED" | "DECLINED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            refund_request_id: string;
                            /** @enum {string} */
                            status: "PENDING" | "APPROVED" | "DECLINED";
                            /** @enum {string} */
                            reason: "MEDICAL" | "DEATH_IN_FAMILY" | "JOB_LOSS" | "NATURAL_DISASTER" | "OTHER";
                            note: string | null;
                            amount: number;
                            ticket_id: string;
                            ticket_number: string;
                            passenger_name: string;
                            payment_id: string;
                            member: {
                                user_id: string;
                                name: string;
                                email: string;
                            };
                            group: {
                                community_id: string;
                                rfq_number: string;
                                from_location: string;
                                to_location: string;
                            };
                            decided_by: {
                                user_id: string;
                                name: string;
                                email: string;
                            } | null;
                            decision_note: string | null;
                            created_at: string;
                            decided_at: string | null;
                            proof: {
                                file_name: string;
                                /** @enum {string} */
                                media_type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp";
                                size: number;
                                uploaded_at: string;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    decideRefundRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approve: boolean;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refund_request_id: string;
                        /** @enum {string} */
                        status: "PENDING" | "APPROVED" | "DECLINED";
                        /** @enum {string} */
                        reason: "MEDICAL" | "DEATH_IN_FAMILY" | "JOB_LOSS" | "NATURAL_DISASTER" | "OTHER";
                        note: string | null;
                        amount: number;
                        ticket_id: string;
                        ticket_number: string;
                        passenger_name: string;
                        payment_id: string;
                        member: {
                            user_id: string;
                            name: string;
                            email: string;
                        };
                        group: {
                            community_id: string;
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                        };
                        decided_by: {
                            user_id: string;
                            name: string;
                            email: string;
                        } | null;
                        decision_note: string | null;
                        created_at: string;
                        decided_at: string | null;
                        proof: {
                            file_name: string;
                            /** @enum {string} */
                            media_type: "application/pdf" | "image/jpeg" | "image/png" | "image/webp";
                            size: number;
                            uploaded_at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: {
                skip?: number;
                limit?: number;
                status?: "PENDING" | "SENT" | "DEAD";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            kind: string;
                            recipient: string;
                            /** @enum {string} */
                            status: "PENDING" | "SENT" | "DEAD";
                            attempts: number;
                            last_error: string | null;
                            response_code: number | null;
                            created_at: string;
                            next_attempt_at: string;
                            dead_at: string | null;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    retryJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        kind: string;
                        recipient: string;
                        /** @enum {string} */
                        status: "PENDING" | "SENT" | "DEAD";
                        attempts: number;
                        last_error: string | null;
                        response_code: number | null;
                        created_at: string;
                        next_attempt_at: string;
                        dead_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    adminTicketingBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: {
                            quote_id: string;
                            community_id: string;
                            rfq_number: string;
                            from_location: string;
                            to_location: string;
                            travel_date: string;
                            company_id: string;
                            airline_name: string;
                            ticketing_deadline: string;
                            overdue: boolean;
                            tickets_issued: number;
                            tickets_total: number;
                            extended: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    extendTicketingDeadline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quote_id: string;
                        community_id: string;
                        rfq_number: string;
                        from_location: string;
                        to_location: string;
                        travel_date: string;
                        company_id: string;
                        airline_name: string;
                        ticketing_deadline: string;
                        overdue: boolean;
                        tickets_issued: number;
                        tickets_total: number;
                        extended: boolean;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    setAirlinePayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_id: string;
                        company_name: string;
                        payout_account: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    getAirlineBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_id: string;
                        balance: number;
                        payable_total: number;
                        reversed_total: number;
                        paid_total: number;
                        recovered_total: number;
                        upcoming_payout: {
                            at: string;
                            amount: number;
                        };
                        recent: {
                            id: number;
                            /** @enum {string} */
                            kind: "PAYABLE" | "REVERSAL" | "PAYOUT" | "RECOVERED";
                            amount: number;
                            community_id: string | null;
                            rfq_number: string | null;
                            passenger_name: string | null;
                            eticket_number: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    getReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checked_at: string;
                        clean: boolean;
                        groups_checked: number;
                        owed_to_airlines: number;
                        paid_to_airlines: number;
                        groups: {
                            community_id: string;
                            rfq_number: string;
                            status: string;
                            captured: number;
                            refunded: number;
                            credits_used: number;
                            airline_payable: number;
                            held_for_airline: number;
                            fees: number;
                            gst: number;
                            cancelled_kept: number;
                            balanced: boolean;
                        }[];
                        airlines: {
                            company_id: string;
                            name: string;
                            payout_account: string | null;
                            payable_total: number;
                            reversed_total: number;
                            paid_total: number;
                            recovered_total: number;
                            balance: number;
                            expected_balance: number;
                        }[];
                        differences: {
                            rule: string;
                            /** @enum {string} */
                            subject: "GROUP" | "TICKET" | "AIRLINE" | "PAYOUT" | "RECOVERY";
                            id: string;
                            expected: number;
                            actual: number;
                            rows: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    runReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        run_id: string;
                        ran_at: string;
                        /** @enum {string} */
                        trigger: "NIGHTLY" | "ADMIN";
                        admin_user_id: string | null;
                        differences_found: number;
                        report: {
                            checked_at: string;
                            clean: boolean;
                            groups_checked: number;
                            owed_to_airlines: number;
                            paid_to_airlines: number;
                            groups: {
                                community_id: string;
                                rfq_number: string;
                                status: string;
                                captured: number;
                                refunded: number;
                                credits_used: number;
                                airline_payable: number;
                                held_for_airline: number;
                                fees: number;
                                gst: number;
                                cancelled_kept: number;
                                balanced: boolean;
                            }[];
                            airlines: {
                                company_id: string;
                                name: string;
                                payout_account: string | null;
                                payable_total: number;
                                reversed_total: number;
                                paid_total: number;
                                recovered_total: number;
                                balance: number;
                                expected_balance: number;
                            }[];
                            differences: {
                                rule: string;
                                /** @enum {string} */
                                subject: "GROUP" | "TICKET" | "AIRLINE" | "PAYOUT" | "RECOVERY";
                                id: string;
                                expected: number;
                                actual: number;
                                rows: string[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    getLatestReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        latest: {
                            run_id: string;
                            ran_at: string;
                            /** @enum {string} */
                            trigger: "NIGHTLY" | "ADMIN";
                            admin_user_id: string | null;
                            differences_found: number;
                            report: {
                                checked_at: string;
                                clean: boolean;
                                groups_checked: number;
                                owed_to_airlines: number;
                                paid_to_airlines: number;
                                groups: {
                                    community_id: string;
                                    rfq_number: string;
                                    status: string;
                                    captured: number;
                                    refunded: number;
                                    credits_used: number;
                                    airline_payable: number;
                                    held_for_airline: number;
                                    fees: number;
                                    gst: number;
                                    cancelled_kept: number;
                                    balanced: boolean;
                                }[];
                                airlines: {
                                    company_id: string;
                                    name: string;
                                    payout_account: string | null;
                                    payable_total: number;
                                    reversed_total: number;
                                    paid_total: number;
                                    recovered_total: number;
                                    balance: number;
                                    expected_balance: number;
                                }[];
                                differences: {
                                    rule: string;
                                    /** @enum {string} */
                                    subject: "GROUP" | "TICKET" | "AIRLINE" | "PAYOUT" | "RECOVERY";
                                    id: string;
                                    expected: number;
                                    actual: number;
                                    rows: string[];
                                }[];
                            };
                        } | null;
                        latest_nightly: {
                            run_id: string;
                            ran_at: string;
                            /** @enum {string} */
                            trigger: "NIGHTLY" | "ADMIN";
                            admin_user_id: string | null;
                            differences_found: number;
                            report: {
                                checked_at: string;
                                clean: boolean;
                                groups_checked: number;
                                owed_to_airlines: number;
                                paid_to_airlines: number;
                                groups: {
                                    community_id: string;
                                    rfq_number: string;
                                    status: string;
                                    captured: number;
                                    refunded: number;
                                    credits_used: number;
                                    airline_payable: number;
                                    held_for_airline: number;
                                    fees: number;
                                    gst: number;
                                    cancelled_kept: number;
                                    balanced: boolean;
                                }[];
                                airlines: {
                                    company_id: string;
                                    name: string;
                                    payout_account: string | null;
                                    payable_total: number;
                                    reversed_total: number;
                                    paid_total: number;
                                    recovered_total: number;
                                    balance: number;
                                    expected_balance: number;
                                }[];
                                differences: {
                                    rule: string;
                                    /** @enum {string} */
                                    subject: "GROUP" | "TICKET" | "AIRLINE" | "PAYOUT" | "RECOVERY";
                                    id: string;
                                    expected: number;
                                    actual: number;
                                    rows: string[];
                                }[];
                            };
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    getReconciliationCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row, then one row per difference (none when the run was clean) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
        };
    };
    listAirlinePayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            payout_id: string;
                            company_id: string;
                            company_name: string;
                            amount: number;
                            /** @enum {string} */
                            state: "PENDING" | "SENT" | "PAID" | "FAILED";
                            provider: string;
                            provider_ref: string | null;
                            attempts: number;
                            last_error: string | null;
                            created_at: string;
                            paid_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            payout_id: string;
                            company_id: string;
                            company_name: string;
                            amount: number;
                            /** @enum {string} */
                            state: "PENDING" | "SENT" | "PAID" | "FAILED";
                            provider: string;
                            provider_ref: string | null;
                            attempts: number;
                            last_error: string | null;
                            created_at: string;
                            paid_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    runPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            payout_id: string;
                            company_id: string;
                            company_name: string;
                            amount: number;
                            /** @enum {string} */
                            state: "PENDING" | "SENT" | "PAID" | "FAILED";
                            provider: string;
                            provider_ref: string | null;
                            attempts: number;
                            last_error: string | null;
                            created_at: string;
                            paid_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    retryPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                payoutId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payout_id: string;
                        company_id: string;
                        company_name: string;
                        amount: number;
                        /** @enum {string} */
                        state: "PENDING" | "SENT" | "PAID" | "FAILED";
                        provider: string;
                        provider_ref: string | null;
                        attempts: number;
                        last_error: string | null;
                        created_at: string;
                        paid_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    recoverAirlineBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            recovery_id: string;
                            company_id: string;
                            company_name: string;
                            payout_id: string;
                            transfer_id: string;
                            amount: number;
                            /** @enum {string} */
                            state: "PENDING" | "DONE" | "FAILED";
                            provider_ref: string | null;
                            attempts: number;
                            last_error: string | null;
                            created_at: string;
                            done_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
        };
    };
    listRecoveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            recovery_id: string;
                            company_id: string;
                            company_name: string;
                            payout_id: string;
                            transfer_id: string;
                            amount: number;
                            /** @enum {string} */
                            state: "PENDING" | "DONE" | "FAILED";
                            provider_ref: string | null;
                            attempts: number;
                            last_error: string | null;
                            created_at: string;
                            done_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
    getAirlineStatementCsv: {
        parameters: {
            query?: {
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row, the opening balance, one row per ledger row, the closing balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        detail: string;
                    };
                };
            };
        };
    };
    getAirlineStatementPdf: {
        parameters: {
            query?: {
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: {
                            loc: (string | number)[];
                            msg: string;
                            type: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
                        detail: string;
                    };
                };
            };
        };
    };
    getPublicStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        registered_members: number;
                        free_member_limit: number;
                    };
                };
            };
            /** @description A request the server could not read (too large, too slow, malformed) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
        };
    };
}
