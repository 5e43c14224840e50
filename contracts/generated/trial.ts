// generated — do not edit. Source: docs/openapi/trial.yaml; regenerate with npm run generate:api.

export interface paths {
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
         * Answer a conversation, streamed as newline-delimited JSON
         * @description Needs the chat or the trial group. The answer uses the documents the request names
         *     (retrieval over their text). The body is streamed as `application/x-ndjson`: one
         *     StreamChunk per line. Content chunks have `done: false`; the last line is
         *     `{"content":"","done":true,"error":null}`. When the answer fails after streaming
         *     has started, the last line instead carries `error` (a message) with `done: true`.
         *     The newest message may not exceed 40,000 tokens (413). Of a longer conversation the model gets
         *     the newest messages that fit 40,000 tokens together; older ones are left out.
         *
         *     The reference API's first line is `{"content":"","done":false,"error":null,"receipt":{…}}`:
         *     the context receipt (ContextReceipt), saying which documents went into the model's
         *     context, whole or by passages, how many tokens, and whether part of one was left out to
         *     fit. It is optional: a backend that sends none still works, and its answers show no receipt.
         *
         *     Kept answers (when GET /v1/capabilities says `resumableAnswers`): a request that carries
         *     `answerId` and `sessionId` is an answer the server keeps. It goes on when the client goes
         *     (a reload, a closed tab, a dropped network), is stored as it streams, and is read again
         *     with GET /v1/chat/answers/{answerId}; only its cancel call stops it. A request without
         *     them stops when the client goes, as before.
         */
        post: operations["streamChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/answers/{answerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Re-attach to a kept answer, from an offset
         * @description Needs the chat or the trial group; only the user who asked sees the answer (anyone else:
         *     404). The body is the same NDJSON as POST /v1/chat/stream: the first line's extra fields
         *     again (the receipt), the text from `from` on in one line, then the rest as it is written,
         *     then the last line. A second tab reads the same answer this way while it streams.
         *
         *     The last line says how the answer ended: `error: null` when it is complete, `error: null`
         *     with `cancelled: true` when its cancel call stopped it, an error message when the model failed, and, when the
         *     server writing it stopped before the end, the notice "The answer was cut off: the server
         *     writing it stopped before it was finished." with `cut: true` (the answer is not generated
         *     again); an answer stopped at one of the server's limits (the model's token limit, the
         *     size or time limit of the call to it) ends with `cut: true`, `capped: true` and a notice
         *     saying which. An answer asked for a moment ago may not be known yet when another tab re-attaches:
         *     the server waits up to 3 seconds for it to appear before it answers 404.
         *     Answers are deleted 24 hours after their last change.
         */
        get: operations["reattachAnswer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/answers/{answerId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a kept answer (the Stop button)
         * @description Closing the answer's request no longer stops it (a reload looks the same on the wire),
         *     so Stop is this call. The answer keeps the text written so far and ends; whoever reads
         *     it gets the last line. An answer that has already ended stays as it is.
         */
        post: operations["cancelAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chat/sessions/{sessionId}/answers": {
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
         * Delete the kept answers of one chat (the chat was deleted)
         * @description Needs the chat or the trial group. Deletes every kept answer this user asked with this
         *     `sessionId` (the chat's), now rather than 24 hours after its last change; one still
         *     streaming stops. Only the user's own answers: another user's chat of the same id is as
         *     unknown as one that never was. The studio calls it when the user deletes a chat and when
         *     the 90-day expiry removes one; a 404 means nothing of it is left, which is what the call is for.
         */
        delete: operations["deleteChatAnswers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/upload/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one document as chat context
         * @description Needs the chat or the trial group. Exactly one file in the multipart field `files`.
         *     Allowed: .pdf, .txt, .jpeg, .jpg, .png, .docx, .xlsx, .pptx, .csv, .json, at most
         *     7,000,000 bytes. The content must match the claimed type (file name extension and
         *     part content type) by its bytes; anything else is 415. Binary formats must carry their
         *     signature; json must be UTF-8 and parse; txt and csv must be text (UTF-8, or
         *     Windows-1252 as Excel writes CSV) without control bytes. Text is extracted and indexed;
         *     images are stored with their metadata only. The answer is the SHA-256 (hex) of the
         *     file's bytes. Documents expire 24 hours after their (latest) upload.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/documents/{docHash}": {
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
         * Delete an uploaded document (the user deleted it)
         * @description Needs the chat, the trial or the customer-service group. Deletes the user's document with
         *     this hash, its extracted text and its name, now rather than when its 24 hours are up.
         *     Only the user's own: another user's document of the same bytes is as unknown as one that
         *     never was. A chat naming it afterwards gets 410 (not available). A 404 means nothing of it
         *     is left, which is what the call is for.
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/summarization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Name a chat from its transcript
         * @description Needs the chat or the trial group. The body is the transcript as plain text, one
         *     message per line as `role: text`. The answer is a JSON string of at most 60
         *     characters, usable as the chat's name.
         */
        post: operations["summarizeChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/image_gen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate images from a prompt
         * @description Needs the vision or the trial group. Two request shapes (tools.md §7):
         *     - stack-provider mode sends ImageGenSingleRequest, one request per wanted result, and
         *       gets one base64 PNG string back;
         *     - the other mode sends ImageGenBatchRequest and gets a JSON array of base64 PNG strings.
         *     A body with `batch_size` is the batch shape. Both shapes carry `aspect_ratio` (the
         *     studio shows the ratio in both modes; docs/decisions.md). The studio sends the access
         *     token in stack-provider mode and the ID token otherwise; both are accepted.
         *     The reference API calls an OpenAI-compatible image API when one is configured
         *     (`IMAGE_BASE_URL`); without one it answers, after `OFFLINE_IMAGE_DELAY_MS`, with a
         *     deterministic placeholder PNG per prompt and settings, marked as such in the picture and
         *     in a PNG text chunk (`Comment` says it is a placeholder; `prompt` holds the prompt).
         */
        post: operations["generateImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What this server can do beyond the spec's calls
         * @description Any tool's group may ask. `transcription` is true when the reference API has a
         *     transcription service (`STT_BASE_URL`); only then does the voice studio call
         *     /v1/transcriptions and /v1/voice/analysis. Without it the studio runs the
         *     spec's mock and makes no further calls. `analysis` is true when a chat model is there too.
         */
        get: operations["getCapabilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own use and what is left of their budgets
         * @description Any tool's group (both tenants) may ask. This month and last month so far, in the
         *     budget time zone (`timeZone`, BUDGET_TIME_ZONE), by tool and model, with the cost in
         *     `currency` (PRICES); and every budget that applies to the caller (theirs, and their
         *     budget department's), with what is used of it and when it resets. Nothing else about
         *     anyone else.
         */
        get: operations["getMyUsage"];
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
        /** @enum {string} */
        ChatRole: "user" | "assistant";
        ChatMessage: {
            role: components["schemas"]["ChatRole"];
            content: string;
        };
        /** @description SHA-256 of the document's bytes, lower-case hex. */
        DocHash: string;
        ChatStreamRequest: {
            /** @description The conversation so far, without the assistant placeholder; the last user message is the question. */
            messages: components["schemas"]["ChatMessage"][];
            /** @description Hashes of uploaded documents to answer from. Missing means none. */
            documents?: components["schemas"]["DocHash"][];
            /** @description Made by the client for this answer; with `sessionId`, the server keeps the answer (kept answers). */
            answerId?: components["schemas"]["ClientId"];
            /** @description The chat's id, sent with `answerId`. */
            sessionId?: components["schemas"]["ClientId"];
        };
        /** @description An id the client makes (a UUID fits). */
        ClientId: string;
        /** @description One line of an NDJSON answer stream. */
        StreamChunk: {
            /** @description The next piece of the answer (empty on the final line). */
            content: string;
            /** @description True on the last line only. */
            done: boolean;
            /** @description Set (on the last line) when the answer failed after streaming started. */
            error: string | null;
            /**
             * @description True on the last line of a kept answer whose writing server stopped before the end
             *     (`error` then holds the cut notice). A client that knows it keeps the text that came
             *     as an incomplete answer; one that does not sees an error line.
             */
            cut?: boolean;
            /**
             * @description True, with `cut`, on the last line of an answer the server stopped at one of its
             *     limits: the model's token limit, or the size or time limit of the call to it
             *     (`error` then holds a notice saying which, in the request's language). A client that
             *     knows it keeps the text that came and says the answer was cut short at a limit.
             */
            capped?: boolean;
            /**
             * @description True on the last line of a kept answer that its cancel call stopped (Stop, perhaps in
             *     another tab); `error` is null. A client following the answer ends it as stopped, not
             *     as complete; one that does not know the field sees a complete answer.
             */
            cancelled?: boolean;
            receipt?: components["schemas"]["ContextReceipt"];
            /**
             * @description On the last line when, with this answer booked, a budget of the caller is at 80 % or
             *     more of its limit (the most used one). The studio shows it once per budget and period.
             */
            budgetWarning?: components["schemas"]["BudgetState"];
            /**
             * @description On the last line of an answer that came (complete, cut or stopped, not failed) when it
             *     was booked in the usage ledger and the caller may vote on it (GET /v1/capabilities'
             *     `feedback.vote`): the id a vote on this answer names (PUT /v1/feedback/votes/{ledgerId}).
             *     Missing on servers without a ledger, and on the trial.
             */
            ledgerId?: components["schemas"]["LedgerId"];
        };
        /**
         * @description What the answer was given to read, sent on the first line (content empty, done false)
         *     by backends that tell it. Documents go in whole while they fit the documents' token
         *     budget, the smallest first; the others by the passages retrieval picks.
         */
        ContextReceipt: {
            /** @description Each usable document the request named, in the request's order. */
            documents: components["schemas"]["ReceiptDocument"][];
            /** @description Tokens of all document text that went in (o200k tokenizer; for other models an estimate). */
            tokens: number;
            /** @description Part of a document was left out to fit the model's limit; the documents with `leftOut` say which. */
            truncated: boolean;
            /**
             * @description How many of the conversation's oldest messages the model was not given, so that the
             *     rest fits the 40,000-token limit together (tools.md §9). Absent: it read every message
             *     the request carried.
             */
            earlierMessages?: number;
        };
        ReceiptDocument: {
            /** @description The file name. */
            name: string;
            docHash: components["schemas"]["DocHash"];
            /**
             * @description `whole`: its full text went in; `passages`: only the passages listed.
             * @enum {string}
             */
            use: "whole" | "passages";
            /** @description The passages that went in, numbered from 1 in document order; empty for `whole`. */
            passages: number[];
            /** @description How many passages the document has (0 for an image, which has no text). */
            passageCount: number;
            /** @description Tokens of this document's text that went in. */
            tokens: number;
            /** @description Part of the document did not go in, to fit the model's limit. */
            leftOut: boolean;
        };
        UploadRequest: {
            /**
             * Format: binary
             * @description Exactly one file; the field name is `files` although it holds one.
             */
            files: Blob;
        };
        UploadResponse: {
            doc_hash: components["schemas"]["DocHash"];
            /**
             * @description True when the document's text was longer than 5,000,000 characters and only the
             *     first 5,000,000 were indexed (the studio says so). False otherwise, and for images.
             *     A backend that does not say is read as false.
             */
            text_truncated?: boolean;
        };
        /**
         * @description One message per line: `user: text` or `assistant: text`.
         * @example user: What does the quarterly report say about revenue?
         *     assistant: Revenue grew by 12 percent.
         */
        Transcript: string;
        /**
         * @description A short name for the chat.
         * @example Quarterly report revenue
         */
        ChatName: string;
        /** @enum {string} */
        AspectRatio: "1:1" | "3:4" | "4:3" | "9:16" | "16:9";
        /** @description Stack-provider mode; one request per wanted result. */
        ImageGenSingleRequest: {
            prompt: string;
            negative_prompt: string;
            guidance_scale: number;
            aspect_ratio?: components["schemas"]["AspectRatio"];
        };
        /** @description The other mode; one request for all results. */
        ImageGenBatchRequest: {
            prompt: string;
            negative_prompt: string;
            aspect_ratio: components["schemas"]["AspectRatio"];
            batch_size: number;
        };
        /** @description A 400 answer; a blocked prompt names the policies it may violate. */
        PolicyRefusal: {
            detail: string;
            violated_policies?: string[];
        };
        Capabilities: {
            transcription: boolean;
            analysis: boolean;
            /** @description Chat answers with an `answerId` are kept and can be re-attached and cancelled (POST /v1/chat/stream). Missing means false. */
            resumableAnswers?: boolean;
            /** @description What of the usage the caller may see; missing on servers without a ledger. */
            usage?: components["schemas"]["UsageCapability"];
            /** @description What of the answers' feedback the caller may give and see; missing on servers without feedback. */
            feedback?: components["schemas"]["FeedbackCapability"];
        };
        VoiceTranscript: {
            text: string;
            segments: components["schemas"]["VoiceSegment"][];
        };
        VoiceSegment: {
            /** @description Seconds from the start of the file. */
            start: number;
            end: number;
            text: string;
            /** @description Who speaks, as the service labels them (only when it does). */
            speaker?: string;
        };
        VoiceAnalysisRequest: {
            text: string;
            instruction: string;
            /** @description Ask for the quotes the answer rests on (an evaluation's aspect). */
            evidence?: boolean;
        };
        VoiceAnalysis: {
            text: string;
            /** @description With `evidence`, the transcript's words the answer rests on, as the model quoted them. */
            quotes?: components["schemas"]["VoiceQuote"][];
        };
        VoiceQuote: {
            text: string;
            /** @description Seconds from the start, as the answer gave it (null when it gave none). */
            time: number | null;
        };
        ImageGenRequest: components["schemas"]["ImageGenSingleRequest"] | components["schemas"]["ImageGenBatchRequest"];
        /** @description A PNG image, base64 encoded (no data-URL prefix), at most 10 MB decoded. */
        ImageBase64: string;
        ImageGenResponse: components["schemas"]["ImageBase64"] | components["schemas"]["ImageBase64"][];
        /**
         * @description A 502 answer. Where the image model answered an image that is not a PNG to show,
         *     `reason` says why: `not-base64` not base64 text; `too-large` over 10 MB decoded or over
         *     16384 pixels a side (or the whole answer too large to hold its images, then without
         *     `result`); `not-png` no PNG signature (SVG, HTML, JPEG…); `damaged` the IHDR chunk is not
         *     sane, a chunk runs past the end, or image data or IEND is missing.
         */
        ImageGenFailure: {
            detail: string;
            /** @enum {string} */
            reason?: "not-base64" | "too-large" | "not-png" | "damaged";
            /** @description Which of the model's images, from 1. */
            result?: number;
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
        /** @enum {string} */
        UsageTool: "chat" | "vision" | "voice" | "customerService" | "audit" | "registry" | "trial" | "usage";
        /**
         * @description How a booked call ended; `refused` is a request a budget refused before any call.
         * @enum {string}
         */
        UsageOutcome: "complete" | "stopped" | "cut" | "failed" | "refused";
        /** @description Use summed over calls. `cost` in the response's currency. */
        UsageFigures: {
            /** @description Calls made to a model or service (a refused request is not one). */
            requests: number;
            /** @description Requests a budget refused. */
            refused: number;
            inputTokens: number;
            outputTokens: number;
            images: number;
            audioSeconds: number;
            cost: number;
            /** @description True when some of the tokens were counted by the server's tokenizer because the model reported none. */
            counted: boolean;
            /** @description True when some calls went to a model PRICES does not name (booked at cost 0). */
            unpriced: boolean;
        };
        MyUsageRow: components["schemas"]["UsageFigures"] & {
            tool: components["schemas"]["UsageTool"];
            /** @description The model's name (`offline` for the offline responder); empty on the row of requests a budget refused, which called none. */
            model: string;
        };
        UsagePeriod: {
            /** Format: date */
            from: string;
            /**
             * Format: date
             * @description The period's last day (inclusive).
             */
            to: string;
            rows: components["schemas"]["MyUsageRow"][];
        };
        MyUsage: {
            /** @description ISO 4217 code of every cost (PRICES' currency). */
            currency: string;
            /** @description The IANA time zone days and months are counted in (BUDGET_TIME_ZONE). */
            timeZone: string;
            thisMonth: components["schemas"]["UsagePeriod"];
            lastMonth: components["schemas"]["UsagePeriod"];
            budgets: components["schemas"]["BudgetState"][];
        };
        /** @enum {string} */
        UsagePerUser: "named" | "pseudonymous" | "off";
        UsageReportRow: components["schemas"]["UsageFigures"] & {
            /** Format: date */
            day: string;
            /** @description The budget department the calls were booked to; null for users in none. */
            department: components["schemas"]["BudgetDepartment"] | null;
            tool: components["schemas"]["UsageTool"];
            model: string;
            /** @description The person's name or pseudonym; missing when `perUser` is `off`. */
            user?: string;
        };
        UsageReport: {
            currency: string;
            timeZone: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            perUser: components["schemas"]["UsagePerUser"];
            rows: components["schemas"]["UsageReportRow"][];
        };
        UsageCapability: {
            /** @description The caller may read everyone's use (GET /v1/usage); decided on the server by ADMIN_GROUPS. */
            admin: boolean;
            perUser: components["schemas"]["UsagePerUser"];
        };
        /** @description The usage ledger's row of one answer, as a decimal number in a string. */
        LedgerId: string;
        FeedbackCapability: {
            /** @description The caller may vote on the answers that carry a ledger id (the corporate tenant; the trial does not vote). */
            vote: boolean;
            /** @description The caller may read every vote (GET /v1/feedback); decided on the server by ADMIN_GROUPS. */
            admin: boolean;
            /** @description The registry components whose contact the caller is (their e-mail claim is its ContactEmail); their feedback is theirs to read. */
            components: string[];
        };
        /** @enum {string} */
        FeedbackVoteValue: "up" | "down";
        /**
         * @description Why an answer got a thumbs-down; only with `down`.
         * @enum {string}
         */
        FeedbackReason: "wrong" | "incomplete" | "offTopic" | "unclear" | "other";
        /** @description The question and the answer, kept with the vote only because the user ticked "include the question and answer". */
        FeedbackExchange: {
            question: string;
            answer: string;
        };
        FeedbackVoteInput: {
            vote: components["schemas"]["FeedbackVoteValue"];
            reason?: components["schemas"]["FeedbackReason"];
            /** @description The user's own words; blank is none. */
            comment?: string;
            exchange?: components["schemas"]["FeedbackExchange"];
        };
        /** @description One of the caller's votes, as stored. */
        FeedbackVote: {
            ledgerId: components["schemas"]["LedgerId"];
            vote: components["schemas"]["FeedbackVoteValue"];
            reason?: components["schemas"]["FeedbackReason"];
            comment?: string;
            /** @description The question and answer are kept with it (not sent back). */
            exchangeIncluded: boolean;
            /** Format: date-time */
            votedAt: string;
        };
        FeedbackVotes: {
            votes: components["schemas"]["FeedbackVote"][];
        };
        FeedbackReasonCounts: {
            wrong: number;
            incomplete: number;
            offTopic: number;
            unclear: number;
            other: number;
        };
        /** @description A vote with something to read (a reason, words or the exchange), never who gave it. */
        FeedbackEntry: {
            /**
             * Format: date
             * @description The day of the vote, in the budget time zone.
             */
            day: string;
            vote: components["schemas"]["FeedbackVoteValue"];
            reason?: components["schemas"]["FeedbackReason"];
            comment?: string;
            exchange?: components["schemas"]["FeedbackExchange"];
        };
        FeedbackFigures: {
            /** @description Answers booked in the ledger (kept LEDGER_DAYS), refused requests not counted. */
            uses: number;
            up: number;
            down: number;
            reasons: components["schemas"]["FeedbackReasonCounts"];
            /** @description The newest first. */
            entries: components["schemas"]["FeedbackEntry"][];
        };
        PromptVersionFeedback: components["schemas"]["FeedbackFigures"] & {
            version: number;
        };
        PromptFeedback: {
            promptId: string;
            /** @description The versions that answered, the newest first. */
            versions: components["schemas"]["PromptVersionFeedback"][];
        };
        ComponentFeedback: components["schemas"]["FeedbackFigures"] & {
            component: string;
        };
        FeedbackReportRow: {
            /** Format: date-time */
            answeredAt: string;
            /** Format: date-time */
            votedAt: string;
            /** @description The budget department the answer was booked to; null for users in none. */
            department: components["schemas"]["BudgetDepartment"] | null;
            tool: components["schemas"]["UsageTool"];
            model: string;
            promptId?: string;
            promptVersion?: number;
            component?: string;
            /** @description The person's name or pseudonym; missing when `perUser` is `off`. */
            user?: string;
            vote: components["schemas"]["FeedbackVoteValue"];
            reason?: components["schemas"]["FeedbackReason"];
            comment?: string;
            exchange?: components["schemas"]["FeedbackExchange"];
        };
        /**
         * @description How many answers one prompt version, one registry component or (neither) one tool gave
         *     in the period, refused requests not counted: what its votes are out of.
         */
        FeedbackReportUses: {
            tool: components["schemas"]["UsageTool"];
            promptId?: string;
            promptVersion?: number;
            component?: string;
            uses: number;
        };
        FeedbackReport: {
            timeZone: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            perUser: components["schemas"]["UsagePerUser"];
            rows: components["schemas"]["FeedbackReportRow"][];
            /** @description The answers of the period's days per prompt version, component or tool (corporate only), whether voted on or not. */
            uses: components["schemas"]["FeedbackReportUses"][];
        };
    };
    responses: {
        /** @description The body could not be parsed (invalid JSON or broken multipart). */
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
        /** @description The token is valid but the user is not in a group for this tool. */
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
        /** @description The language model could not be reached or refused the request before streaming started. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description No answer of this user has this id (never made, another user's, or deleted after 24 hours). */
        NoSuchAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description No answer of this user by the chat, the audit assistant or the registry has this ledger id (never booked, another user's, another tool's, or purged after LEDGER_DAYS). */
        NoSuchLedgerAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
        /** @description `ledgerIds` is missing, holds something that is no ledger id, or more than 500. */
        BadLedgerIds: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDetail"];
            };
        };
    };
    parameters: {
        /** @description The first day, YYYY-MM-DD in the budget time zone. Missing means the first of this month. */
        UsageFrom: string;
        /** @description The last day (inclusive), YYYY-MM-DD. Missing means today. */
        UsageTo: string;
        /**
         * @description Which tool the call is made for, on calls several tools share (summarisation, upload):
         *     the ledger books it to that tool. One of the studio's tool ids; missing or unknown
         *     books it to the route's own tool.
         */
        StudioTool: components["schemas"]["UsageTool"];
        /** @description The ledger id an answer carried. */
        LedgerId: components["schemas"]["LedgerId"];
        /**
         * @description Ledger ids, comma-separated, 1 to 500.
         * @example 1041,1057
         */
        LedgerIds: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    streamChat: {
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
                    "application/x-ndjson": components["schemas"]["StreamChunk"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The `answerId` was used before by this user; each answer needs a new one. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /**
             * @description A named document has expired (documents live 24 hours after upload) or is not
             *     known for this user. The detail names the file(s).
             */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The document \"report.pdf\" has expired (documents are kept for 24 hours). Please upload it again."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /** @description The newest message is longer than 40,000 tokens, or the body is larger than 4 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "The text is too long (41,230 tokens). The maximum length is 40,000 tokens."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    reattachAnswer: {
        parameters: {
            query?: {
                /** @description How much of the text the client has, in UTF-16 code units (JavaScript's string length). Missing means 0. */
                from?: number;
            };
            header?: never;
            path: {
                answerId: components["schemas"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer from `from` on, one StreamChunk per line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["StreamChunk"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NoSuchAnswer"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cancelAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                answerId: components["schemas"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped, or had already ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NoSuchAnswer"];
        };
    };
    deleteChatAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: components["schemas"]["ClientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chat's kept answers are deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description This user has no kept answer of this chat (none kept, deleted before, or expired after 24 hours). */
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
    uploadDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Which tool the call is made for, on calls several tools share (summarisation, upload):
                 *     the ledger books it to that tool. One of the studio's tool ids; missing or unknown
                 *     books it to the route's own tool.
                 */
                "X-Studio-Tool"?: components["parameters"]["StudioTool"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadRequest"];
            };
        };
        responses: {
            /** @description Stored. The hash names the document in later chat requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The file is larger than 7,000,000 bytes; or its compressed parts (PDF streams, Office
             *     zip parts) inflate to more than the server's cap (200 MB by default), counted while
             *     inflating whatever the zip directory claims; or reading it takes longer than the
             *     server's time per file (20 seconds by default).
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "detail": "File is too large (the maximum is 7,000,000 bytes)."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /**
             * @description The file type is not allowed, or the bytes do not match the claimed type
             *     (for example a renamed executable, or a PDF named .docx).
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            /**
             * @description No file, more than one file, or a text document (pdf, docx, xlsx, pptx, csv, json,
             *     txt) from which no text (no letter or digit) can be extracted, e.g. a scanned PDF
             *     without a text layer or an empty file.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDetail"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                docHash: components["schemas"]["DocHash"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description This user has no document with this hash (never uploaded, deleted before, or another user's). */
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
    summarizeChat: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Which tool the call is made for, on calls several tools share (summarisation, upload):
                 *     the ledger books it to that tool. One of the studio's tool ids; missing or unknown
                 *     books it to the route's own tool.
                 */
                "X-Studio-Tool"?: components["parameters"]["StudioTool"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": components["schemas"]["Transcript"];
            };
        };
        responses: {
            /** @description The chat name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatName"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The transcript is larger than 4 MB. */
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
        };
    };
    generateImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImageGenRequest"];
            };
        };
        responses: {
            /** @description The generated image(s). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageGenResponse"];
                };
            };
            /**
             * @description The prompt was blocked, as it may violate policies (`violated_policies` names them),
             *     or the body could not be parsed (no `violated_policies`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyRefusal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            /**
             * @description The configured image model could not be reached or refused the request, or answered
             *     an image that is not a PNG the studio could show (then `reason` says why and
             *     `result` which one, from 1). Every image is checked before it is passed on
             *     (domain/png-check.ts): valid base64, at most 10 MB decoded and 16384 pixels a side,
             *     the PNG signature, a sane IHDR chunk first, chunks in bounds through image data to
             *     IEND. One bad image refuses the whole answer. The studio checks every image again.
             */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageGenFailure"];
                };
            };
        };
    };
    getCapabilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The capabilities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Capabilities"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMyUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's use. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyUsage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
