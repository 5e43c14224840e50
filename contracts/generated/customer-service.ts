// generated — do not edit. Source: docs/openapi/customer-service.yaml; regenerate with npm run generate:api.

export interface paths {
    "/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The configured bot token (not the bearer token). */
                token: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one user turn and receive the bot's reply items */
        post: operations["sendCustomerServiceMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        /**
         * A picture or sound the reference bot's replies point to (relative `media/…` addresses)
         * @description The reference bot (server/api/scos) serves its own small media. Loaded by `<img>` and
         *     `<audio>`, which cannot send a bearer token, so no token is needed; nothing private is served.
         */
        get: operations["getCustomerServiceMedia"];
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
    schemas: {
        ErrorDetail: {
            detail: string;
        };
        CsChatRequest: {
            /** @constant */
            version: "2.0";
            user: components["schemas"]["CsUser"];
            /**
             * @example en-US
             * @example de-DE
             */
            locale: string;
            request: components["schemas"]["CsRequest"];
            /** @description Sent as true when the studio's SCOS test-mode flag is set; the demo bot marks its greeting. */
            testMode?: boolean;
        };
        CsUser: {
            /** @description `USER_` followed by the uid or workforceID of the user profile. */
            userId: string;
            /** @description The chat's session id (`session_` + UUID). */
            sessionId: string;
            /** @description IANA time zone of the browser, e.g. Europe/Berlin. */
            timezone: string;
        };
        CsRequest: {
            /** @enum {string} */
            type: "TEXT";
            /** @description The user's text (line breaks replaced by spaces), or a button's value. */
            message: string;
            data: components["schemas"]["CsRequestData"];
        };
        /** @description Profile and context of the turn. A clicked button's `sitData` is merged in as extra properties. */
        CsRequestData: {
            uid: string;
            workforceID: string;
            /** @description Hashes of the documents selected in the chat. */
            documents: string[];
            /** @description The configured bot token. */
            token: string;
            headers: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
        CsChatResponse: {
            /** @description Empty means the bot had nothing to say (the studio shows the empty-response message). */
            response: components["schemas"]["CsReplyItem"][];
        };
        /** @enum {string} */
        CsMessageType: "TEXT" | "PLACEHOLDER" | "CARD" | "BUTTON_LIST" | "MEDIA" | "LIST" | "PRODUCT_LIST" | "DATE_PICKER" | "DATA_ONLY";
        /**
         * @description One reply item. `message` is the text (TEXT, BUTTON_LIST, DATE_PICKER); `data` holds the
         *     type's payload (see CsReplyData); `chips` and `quickReplies` are suggested answers.
         */
        CsReplyItem: {
            type: components["schemas"]["CsMessageType"];
            message?: string;
            data?: components["schemas"]["CsReplyData"];
            chips?: components["schemas"]["CsChip"][];
            quickReplies?: components["schemas"]["CsChip"][];
        };
        /**
         * @description The payload, by item type: TEXT — textIsFallback, execTrigger; BUTTON_LIST — buttons;
         *     MEDIA — type, source, altText; CARD — items (CsCard); LIST and PRODUCT_LIST — items
         *     (CsListItem), largeTopItem, button; DATE_PICKER — defaultDate, minDate, maxDate,
         *     submitButtonText; DATA_ONLY — any properties.
         */
        CsReplyData: {
            /** @description The bot did not understand the message. */
            textIsFallback?: boolean;
            execTrigger?: components["schemas"]["CsExecTrigger"];
            buttons?: components["schemas"]["CsButton"][];
            type?: components["schemas"]["CsMediaKind"];
            /** @description Address of the media; may carry autoplay, loop and muted options. */
            source?: string;
            altText?: string;
            items?: (components["schemas"]["CsCard"] | components["schemas"]["CsListItem"])[];
            largeTopItem?: boolean;
            button?: components["schemas"]["CsButton"];
            /** Format: date */
            defaultDate?: string;
            /** Format: date */
            minDate?: string;
            /** Format: date */
            maxDate?: string;
            submitButtonText?: string;
        } & {
            [key: string]: unknown;
        };
        CsExecTrigger: {
            /** @enum {string} */
            type: "upload";
            data: {
                /** @enum {string} */
                action: "init" | "cancel";
            };
        };
        /** @enum {string} */
        CsMediaKind: "IMAGE" | "VIDEO" | "AUDIO";
        /** @enum {string} */
        CsButtonType: "ACTION" | "POSTBACK" | "URL" | "EMAIL" | "PHONE";
        CsButton: {
            type: components["schemas"]["CsButtonType"];
            label: string;
            /** @description Sent back as the message (ACTION, POSTBACK), or the address, mail or phone number; a `clipboard:` prefix copies the rest. */
            value: string;
            /** @description Link target for URL buttons, e.g. _blank. */
            target?: string;
            /** @description Extra data merged into the request's data when this button is clicked. */
            sitData?: {
                [key: string]: unknown;
            };
        };
        CsChip: {
            label: string;
            value: string;
            imageUrl?: string;
            imageAltText?: string;
        };
        CsCard: {
            image?: string;
            /** @description The image's text alternative; the studio uses the title when there is none. */
            imageAltText?: string;
            title: string;
            subtitle?: string;
            description?: string;
            buttons?: components["schemas"]["CsButton"][];
        };
        CsListItem: {
            title: string;
            subtitle?: string;
            imageUrl?: string;
            imageAltText?: string;
            defaultActionUrl?: string;
            buttons?: components["schemas"]["CsButton"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sendCustomerServiceMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The configured bot token (not the bearer token). */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsChatRequest"];
            };
        };
        responses: {
            /** @description The reply items, shown one after another. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsChatResponse"];
                };
            };
            /** @description The body could not be parsed (invalid JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Missing, invalid, expired or untrusted bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Not in the customer-service group. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description Unknown bot token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The body was parsed but does not fit CsChatRequest. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    getCustomerServiceMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "audio/wav": Blob;
                };
            };
            /** @description No such file. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
}
