// generated — do not edit. Source: docs/openapi/audit.yaml; regenerate with npm run generate:api.

export interface paths {
    "/v1/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The models a query can use; the first is the default */
        get: operations["listModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All departments with the prompts this user may see */
        get: operations["listPrompts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The departments this user belongs to (the prompt editor offers only these) */
        get: operations["listUserDepartments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rag/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer an audit query, streamed as plain text */
        post: operations["streamAudit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a new prompt */
        post: operations["createPrompt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Update a prompt the user owns (a new version, live unless saved as a candidate) */
        put: operations["updatePrompt"];
        post?: never;
        /**
         * Delete a prompt the user owns
         * @description Soft: it leaves every list, read and selection; its versions, uses and log entries are kept.
         */
        delete: operations["deletePrompt"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompt/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        /**
         * The earlier states of a prompt, newest first
         * @description Every update keeps the state it replaces (name, description, template, department,
         *     private, draft) as a version. The owner and, for a non-private prompt, the members of its
         *     department may read the history. The owner gets every version; anyone else only those
         *     whose own state was visible to them (not private, in one of their departments), so a
         *     version saved while the prompt was private stays the owner's even after it is published.
         *     Versions keep their numbers, so a member's list can have gaps. A member's list ends below
         *     the live version (a candidate is the owner's), and holds only versions that were live at
         *     some time: a candidate skipped over (v2 when v3 was made live) stays the owner's, also
         *     for `/usage` and `prompt_version` in a query. Restoring a version (POST …/restore, the
         *     owner's alone) makes a new one.
         */
        get: operations["listPromptVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompt/{id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        /**
         * How often each version answered a query, and when last (counts, not who)
         * @description One use is counted when POST /v1/rag/stream names the version (`prompt_id`,
         *     `prompt_version`) and is answered. Only versions the user may read are reported (the
         *     current or live one and those under /versions); versions never used are left out.
         *     A deleted prompt's counts stay readable to its owner (every version; its id is in the
         *     activity log); anyone else gets 404 for it.
         */
        get: operations["listPromptUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompt/{id}/live": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a candidate (a version newer than the live one) what colleagues get */
        post: operations["makePromptVersionLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompt/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a stored earlier version's fields as a new version (live unless `candidate`) */
        post: operations["restorePromptVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompt-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The prompt activity log the user may read, oldest first
         * @description Entries about the user's own prompts, and those of their departments whose described state
         *     was not private and whose version has gone live (a candidate's entries are its owner's
         *     until it goes live). Append-only: every other method is 405. Kept indefinitely.
         */
        get: operations["listPromptActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompt-activity.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same entries as CSV (a download) */
        get: operations["exportPromptActivityCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/prompt-activity/{entry}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entry: string;
            };
            cookie?: never;
        };
        /** One entry of the activity log (PUT, PATCH, DELETE and POST are 405) */
        get: operations["getPromptActivityEntry"];
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
        Model: {
            name: string;
            /** @description Shown under the model select. */
            hint: string;
        };
        PromptId: string;
        Prompt: {
            id: components["schemas"]["PromptId"];
            prompt_name: string;
            description: string;
            prompt_template: string;
            department_code: string;
            /** @description Listed only for its owner. */
            private: boolean;
            draft: boolean;
            /** @description The owner (the token subject of whoever created it). */
            user_id: string;
            /**
             * @description 1 when created; each update adds one (the earlier ones are under /versions). The owner
             *     gets the newest version (perhaps a candidate); anyone else the live one.
             */
            version: number;
            /**
             * @description The version colleagues get. Below `version` (owner only) when a candidate waits to be
             *     made live. Absent from backends without live versions: then `version` is live.
             */
            live_version?: number;
        };
        /** @description Name, description, template and department must be non-blank after trimming. */
        PromptInput: {
            department_code: string;
            description: string;
            draft: boolean;
            private: boolean;
            prompt_name: string;
            prompt_template: string;
        };
        PromptUpdate: components["schemas"]["PromptInput"] & {
            /** @description True saves the version as a candidate, not live until made live (absent means false). */
            candidate?: boolean;
        };
        VersionChoice: {
            version: number;
            /** @description For a restore, save the restored version as a candidate (absent means false). */
            candidate?: boolean;
        };
        VersionUse: {
            version: number;
            uses: number;
            /** Format: date-time */
            last_used_at: string;
        };
        /** @description One change to a prompt. Copies the state it describes, so it outlives the prompt. */
        ActivityEntry: {
            /** @description Ascending in the order the changes were made. */
            id: number;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            action: "created" | "updated" | "candidate_saved" | "made_live" | "made_private" | "made_public" | "marked_draft" | "unmarked_draft" | "restored" | "deleted";
            prompt_id: components["schemas"]["PromptId"];
            prompt_name: string;
            department_code: string;
            /** @description Whether the state described was private (then only the owner reads the entry). */
            private: boolean;
            /** @description The version the change made, made live, or (deleted) the live one. */
            version: number;
            /** @description For a restore, the version whose fields were restored. */
            from_version: number | null;
            actor_subject: string;
            /** @description The display name in the actor's token (its subject without one). */
            actor_name: string;
        };
        /** @description A state of a prompt that an update replaced. */
        PromptVersion: {
            version: number;
            prompt_name: string;
            description: string;
            prompt_template: string;
            department_code: string;
            private: boolean;
            draft: boolean;
            /** Format: date-time */
            replaced_at: string;
        };
        PromptIdResponse: {
            prompt_id: components["schemas"]["PromptId"];
        };
        Department: {
            department_code: string;
            department_name: string;
            prompts: components["schemas"]["Prompt"][];
        };
        UserDepartment: {
            department_name: string;
            department_code: string;
        };
        AuditQuery: {
            /** @description A `name` from GET /v1/models. */
            model: string;
            query: string;
            /**
             * @description The system prompt. Ignored when `prompt_id` and `prompt_version` are sent: the API then
             *     uses its stored template of that version. Still required, so the body also suits a
             *     backend without stored-version support.
             */
            prompt_template: string;
            prompt_id?: components["schemas"]["PromptId"];
            /**
             * @description With `prompt_id` (both or neither): the stored version to answer with. One use of it is
             *     counted; 404 when the user may not read that version (as for GET /versions).
             */
            prompt_version?: number;
            /** @description Spelled as the backend spells it. */
            risk_assesment: boolean;
            /** @description 0 to 1 with one decimal (the studio rounds to a step of 0.1). */
            temperature: number;
            agentmode: boolean;
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
        /** @description The token is valid but the user is not in the audit group. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description The body was parsed but does not fit the schema (e.g. a blank name, description, template or department). */
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
        /** @description No prompt with this id. */
        PromptNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Prompt not found."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description A prompt with this name already exists in the department. */
        PromptConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "detail": "Prompt already exists."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorDetail"];
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
    listModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Model"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listPrompts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Departments with their prompts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Department"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listUserDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's departments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDepartment"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    streamAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuditQuery"];
            };
        };
        responses: {
            /** @description The answer as a stream of UTF-8 text (no framing; the end of the body ends the answer). */
            200: {
                headers: {
                    /**
                     * @description When a budget of the caller is at 80 % or more of its limit as the answer starts
                     *     (the text has no last line to carry it): the BudgetState as JSON. The studio shows
                     *     it once per budget and period.
                     */
                    "Studio-Budget-Warning"?: string;
                    /**
                     * @description The usage ledger's id of this answer (a decimal number), when the reference API
                     *     booked it: the id a vote on the answer names (main.yaml's
                     *     PUT /v1/feedback/votes/{ledgerId}). Readable across origins (CORS exposes it).
                     */
                    "Studio-Ledger-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The query and template together are longer than 40,000 tokens. */
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
            /** @description The language model could not be reached or answered with an error before the first byte. A failure later cuts the connection. */
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
    createPrompt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptInput"];
            };
        };
        responses: {
            /** @description Created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptIdResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not in the audit group, or the department is not one of the user's departments. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            409: components["responses"]["PromptConflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updatePrompt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptIdResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not in the audit group, or not the prompt's owner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "You do not have permission to update this prompt."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            404: components["responses"]["PromptNotFound"];
            409: components["responses"]["PromptConflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deletePrompt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not in the audit group, or not the prompt's owner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "You do not have permission to delete this prompt."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            404: components["responses"]["PromptNotFound"];
        };
    };
    listPromptVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The earlier versions the user may read, newest first (empty for a prompt never
             *     updated, and for a member when every earlier state was private or in another department).
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptVersion"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No prompt with this id that the user may see. */
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
    listPromptUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uses per version, newest version first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionUse"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PromptNotFound"];
        };
    };
    makePromptVersionLive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionChoice"];
            };
        };
        responses: {
            /** @description Live; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not in the audit group, or not the prompt's owner. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            404: components["responses"]["PromptNotFound"];
            /** @description The version is not newer than the live one, or does not exist. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "Only a version newer than the live one can be made live."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["Unprocessable"];
        };
    };
    restorePromptVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VersionChoice"];
            };
        };
        responses: {
            /** @description Restored as a new version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptIdResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not in the audit group, not the prompt's owner, or the version's department is not one of the user's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description No such prompt, or no such stored version. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            409: components["responses"]["PromptConflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listPromptActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityEntry"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportPromptActivityCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description RFC 4180: a header line of the entry's field names, CRLF line ends, a leading
             *     apostrophe before a text a spreadsheet would run as a formula.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPromptActivityEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entry: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityEntry"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No entry with this id that the user may read. */
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
