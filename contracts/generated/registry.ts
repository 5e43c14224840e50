// generated — do not edit. Source: docs/openapi/registry.yaml; regenerate with npm run generate:api.

export interface paths {
    "/v1/registry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All retrieval-chat components */
        get: operations["listRegistryComponents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chat with one component, streamed as newline-delimited JSON
         * @description Same as the main backend's `POST /v1/chat/stream`: one StreamChunk per line, the last
         *     line `{"content":"","done":true,"error":null,"sources":[…]}` or, after a failure
         *     mid-stream, a line with `error` set. `sources` (optional) names the passages the answer
         *     drew on. The answer follows Accept-Language (German for `de`). The studio waits 200 ms
         *     before sending.
         */
        post: operations["streamComponentChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{document}/passage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A source's passage in its surrounding text
         * @description The place a verified source's `location` names, with up to 600 characters of the
         *     document on each side (cut at a line break where that fits). Called by the studio when
         *     the user opens a source, with the user's token: a user outside the component's `Role`
         *     groups gets 403.
         */
        get: operations["componentPassage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the component answers, and when it last indexed its documents
         * @description Called by the registry server (not the browser) within 2 s when it lists the components.
         *     The reference API sends the user's token only to components on its own origin.
         */
        get: operations["componentHealth"];
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
        /** @description Every error answer. */
        ErrorDetail: {
            detail: string;
        };
        RegistryComponent: {
            /**
             * Format: uri
             * @description Base address of the component; its chat path is appended to it.
             */
            Url: string;
            Title: string;
            /** @description With Environment it keys the component's chat history (`ComponentName_Environment`). */
            ComponentName: string;
            Description: string;
            /**
             * @example dev
             * @example test
             * @example prod
             */
            Environment: string;
            ContactName: string;
            /** Format: email */
            ContactEmail: string;
            /** @description Comma-separated group names; a user in any of them may use the component. */
            Role: string;
            Health?: components["schemas"]["ComponentHealth"];
        };
        /** @description A component's health; in the list, `ok` false also when it did not answer within 2 s. */
        ComponentHealth: {
            ok: boolean;
            /**
             * Format: date-time
             * @description When the component last indexed its documents, if it reports it.
             */
            indexedAt?: string;
        };
        /** @description A passage an answer drew on. */
        ComponentSource: {
            /** @description The document's title. */
            document: string;
            /** @description The heading of the passage's section. */
            section: string;
            /** @description The passage's opening, at most 280 characters. */
            passage: string;
            /**
             * @description Whether the component found the full passage (not this excerpt) word for word in the
             *     document it names, only whitespace differing. Absent: the component does not check;
             *     the studio shows such a source without a mark.
             */
            verified?: boolean;
            /**
             * @description When `verified` is false, why.
             * @enum {string}
             */
            unverifiedReason?: "document-not-found" | "passage-not-found";
            location?: components["schemas"]["PassageLocation"];
        };
        /** @description Where a verified passage stands in its document; what the passage call opens. */
        PassageLocation: {
            documentId: string;
            /** @description Offset of the passage's first character in the document's text (UTF-16 code units). */
            start: number;
            /** @description Offset just after its last character. */
            end: number;
        };
        /** @description A passage in its surrounding text; `start` and `end` are offsets into `text`. */
        PassageInContext: {
            documentId: string;
            /** @description The document's title. */
            document: string;
            /** @description The passage with the document's text around it (plain text as the component holds it). */
            text: string;
            start: number;
            end: number;
            /** @description The document goes on before `text`. */
            truncatedBefore: boolean;
            /** @description The document goes on after `text`. */
            truncatedAfter: boolean;
        };
        /** @description A StreamChunk; the last one (done true) may carry the answer's sources. */
        ComponentStreamChunk: components["schemas"]["StreamChunk"] & {
            sources?: components["schemas"]["ComponentSource"][];
        };
        /** @enum {string} */
        ChatRole: "user" | "assistant";
        ChatMessage: {
            role: components["schemas"]["ChatRole"];
            content: string;
        };
        /** @description SHA-256 of the document's bytes, lower-case hex. */
        DocHash: string;
        ChatStreamRequest: {
            messages: components["schemas"]["ChatMessage"][];
            documents?: components["schemas"]["DocHash"][];
        };
        /** @description One line of an NDJSON answer stream. */
        StreamChunk: {
            content: string;
            done: boolean;
            error: string | null;
            /** @description With `capped`, on the last line of an answer stopped before its end. */
            cut?: boolean;
            /**
             * @description True, with `cut`, on the last line of an answer the component stopped at one of its
             *     limits (the model's token limit, the size or time limit of the call to it); `error`
             *     holds a notice saying which. What came before is the answer so far.
             */
            capped?: boolean;
            /**
             * @description On the last line when, with this answer booked, a budget of the caller is at 80 % or
             *     more of its limit (the most used one). The studio shows it once per budget and period.
             */
            budgetWarning?: components["schemas"]["BudgetState"];
            /**
             * @description On the last line of an answer of a sample component this API serves, when it was booked
             *     in the usage ledger: the id a vote on the answer names (main.yaml's
             *     PUT /v1/feedback/votes/{ledgerId}). Other components' backends send none.
             */
            ledgerId?: string;
        };
        /** @description A 429 answer. `reason` and `budget` only when a budget refused the request. */
        LimitRefusal: {
            detail: string;
            /** @enum {string} */
            reason?: "budget";
            budget?: components["schemas"]["BudgetState"];
        };
        /**
         * @description Whose budget it is, the caller's own or their budget department's (shared by its members).
         * @enum {string}
         */
        BudgetScope: "user" | "department";
        /**
         * @description What the budget counts: model calls, input and output tokens together, generated
         *     images, minutes of audio transcribed, cost in the configured currency, or bytes
         *     uploaded. `minute` budgets count requests only.
         * @enum {string}
         */
        BudgetUnit: "requests" | "tokens" | "images" | "audioMinutes" | "cost" | "uploadBytes";
        /**
         * @description The period; a day and a month begin at midnight in the budget time zone, a minute is sliding.
         * @enum {string}
         */
        BudgetWindow: "minute" | "day" | "month";
        BudgetDepartment: {
            code: string;
            name: string;
        };
        /** @description One budget and how much of it is used in its current period. */
        BudgetState: {
            scope: components["schemas"]["BudgetScope"];
            /** @description With scope `department`. */
            department?: components["schemas"]["BudgetDepartment"];
            unit: components["schemas"]["BudgetUnit"];
            window: components["schemas"]["BudgetWindow"];
            limit: number;
            used: number;
            /**
             * Format: date-time
             * @description When the period ends and the budget is whole again (for a minute, when the oldest request in it leaves it).
             */
            resetsAt: string;
        };
    };
    responses: {
        /** @description The body could not be parsed (invalid JSON). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description Missing, invalid, expired or untrusted bearer token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description The token is valid but the user is not in the registry group (or not in the component's Role). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description The body was parsed but does not fit the schema. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /**
         * @description A limit of this server is reached; try again after `Retry-After` seconds. With
         *     `reason: "budget"` a budget (BUDGETS) is used up and `budget` says which, how much is
         *     used and when it resets; without `reason` it is a rate limit (the per-user requests per
         *     minute) or the model server's own 429, passed on.
         */
        TooManyRequests: {
            headers: {
                /** @description Seconds until a request will be accepted again (for a budget, until it resets). */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Too many requests. Please try again later."
                 *     }
                 */
                "application/json": components["schemas"]["LimitRefusal"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listRegistryComponents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The components. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistryComponent"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    streamComponentChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatStreamRequest"];
            };
        };
        responses: {
            /** @description The answer, one StreamChunk per line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["ComponentStreamChunk"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A named document has expired or is unknown; the detail names the file(s). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The newest message is longer than 40,000 tokens. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            /** @description The component's language model could not be reached before streaming started. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
        };
    };
    componentPassage: {
        parameters: {
            query: {
                /** @description The source's `location.start`. */
                start: number;
                /** @description The source's `location.end` (after `start`, at most the document's length). */
                end: number;
            };
            header?: never;
            path: {
                /** @description The source's `location.documentId`. */
                document: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passage in its surrounding text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassageInContext"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description This host serves no component of that name, or the component has no such document. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description `start` and `end` are missing or not a range inside the document. */
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
    componentHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The component is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComponentHealth"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description This host serves no component of that name. */
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
