// MARK: - Calls through endpoints

extension SessionServices {
    /// Calls `endpoint` with `input`: `perform` is the real operation, run
    /// unless a stub rule answers instead (see `ServiceEndpoints`). The call
    /// is logged for `calls` under the frame whose code is running (the task
    /// that calls, or the code that started it, whatever object makes the
    /// call), traced as a hop into the endpoint and back, and while it waits
    /// its task shows `service <endpoint>` in `tasks`.
    ///
    /// `perform` runs in the caller's isolation, so a main-actor repository,
    /// a nonisolated service and an actor can all call through an endpoint.
    public func call<Input, Output>(
        _ endpoint: ServiceEndpoint<Input, Output>, _ input: Input,
        isolation: isolated (any Actor)? = #isolation,
        perform: () async throws -> Output
    ) async throws -> Output {
        try await call(endpoint, input, caller: TaskMark.current?.owner, perform: perform)
    }

    /// `call(_:_:perform:)`, naming `frame` as the caller when no module code of
    /// the session is running (the running code's frame wins otherwise).
    @available(*, deprecated, message: "use call(_:_:perform:): the caller is the frame whose code is running")
    public func call<Input, Output>(
        _ endpoint: ServiceEndpoint<Input, Output>, _ input: Input, from frame: FrameID?,
        isolation: isolated (any Actor)? = #isolation,
        perform: () async throws -> Output
    ) async throws -> Output {
        try await call(endpoint, input, caller: TaskMark.current?.owner ?? frame, perform: perform)
    }

    private func call<Input, Output>(
        _ endpoint: ServiceEndpoint<Input, Output>, _ input: Input, caller frame: FrameID?,
        isolation: isolated (any Actor)? = #isolation,
        perform: () async throws -> Output
    ) async throws -> Output {
        let start = await begin(endpoint, input, from: frame)
        let answer: Result<Output, any Error>
        var stubbed = false
        do {
            switch start.rule?.behaviour {
            case nil where start.unexpected:
                stubbed = true
                answer = .failure(endpoint.failure("unexpected call"))
            case nil:
                answer = await Self.outcome(of: perform)
            case .returns(let value)?:
                stubbed = true
                try await sleepUntilAnswer(start)
                answer = Result { try JSONValueDecoder().decode(Output.self, from: value) }
            case .fails(let message)?:
                stubbed = true
                try await sleepUntilAnswer(start)
                answer = .failure(endpoint.failure(message))
            case .delay(let duration)?:
                // The real call at once; its answer (value or error) held until `duration` after the call.
                let real = await Self.outcome(of: perform)
                if case .failure(let error) = real, error is CancellationError { throw error }
                try await sleep(untilMilliseconds: start.time + duration.milliseconds)
                answer = real
            case .hangs?:
                try await hangUntilCancelled(start)
                throw CancellationError()
            case .yields?:
                preconditionFailure("a yields rule is refused for an endpoint that answers once (ServiceEndpoints.add)")
            }
        } catch {
            // Cancelled while it waited (a stubbed answer's time, a held answer, a hang).
            await end(start, endpoint, .cancelled)
            throw CancellationError()
        }
        switch answer {
        case .success(let output):
            await end(start, endpoint, .returned(stubbed: stubbed), output: output)
            return output
        case .failure(let error) where error is CancellationError:
            await end(start, endpoint, .cancelled)
            throw error
        case .failure(let error):
            await end(start, endpoint, .failed("\(error)", stubbed: stubbed))
            throw error
        }
    }

    /// What `perform` gives: its value or its error.
    private static func outcome<Output>(
        isolation: isolated (any Actor)? = #isolation, of perform: () async throws -> Output
    ) async -> Result<Output, any Error> {
        do {
            return .success(try await perform())
        } catch {
            return .failure(error)
        }
    }

    /// Waits until a `returns` or `fails` rule's answer is due (`after <d>`); at once without one.
    private func sleepUntilAnswer(_ start: CallStart) async throws {
        guard let after = start.rule?.after else { return }
        try await sleep(untilMilliseconds: start.time + after.milliseconds)
    }

    /// Sleeps on the session's clock until `deadline` (ms); returns at once when it has passed.
    private func sleep(untilMilliseconds deadline: Int64) async throws {
        try await clock.sleep(until: VirtualClock.Instant(offset: .milliseconds(deadline)))
    }

    /// Logs and traces the call, takes the rule that answers it, and marks
    /// the calling task as waiting on the endpoint.
    private func begin<Input, Output>(
        _ endpoint: ServiceEndpoint<Input, Output>, _ input: Input, from frame: FrameID?
    ) -> CallStart {
        let inputJSON = (try? JSONValueEncoder().encode(input)) ?? .null
        let time = scheduler.now.milliseconds
        let record = ServiceCall(
            time: time, endpoint: endpoint.name, frame: frame, input: inputJSON, outcome: .pending, typedInput: input)
        let ticket = endpoints.begin(record)
        let caller: TraceParticipant = frame.map { .component($0, .interactor) } ?? .untraced
        TraceRecorder.current?.record(
            .hop, from: caller, to: .service(endpoint.name), "call \(JSONTextEncoder(pretty: false).encode(inputJSON))")
        let rule = endpoints.takeRule(for: endpoint.name)
        let unexpected = rule == nil && endpoints.strictCalls
        if unexpected { endpoints.noteUnexpected(record) }
        // A call that fails at once never waits, so its task is not marked as waiting on the endpoint.
        var failsAtOnce = unexpected
        if case .fails? = rule?.behaviour, rule?.after == nil { failsAtOnce = true }
        let task = failsAtOnce ? nil : scheduler.jobs.tasks.noteServiceCall(endpoint.name, hanging: rule?.behaviour == .hangs)
        return CallStart(ticket: ticket, time: time, caller: caller, rule: rule, unexpected: unexpected, task: task)
    }

    /// Records how the call ended, in the log and the trace, and clears the task's wait.
    private func end<Input, Output>(
        _ start: CallStart, _ endpoint: ServiceEndpoint<Input, Output>, _ outcome: ServiceCall.Outcome, output: Output? = nil
    ) {
        if let task = start.task { scheduler.jobs.tasks.serviceCallEnded(task, endpoint: endpoint.name) }
        endpoints.finish(start.ticket, outcome, output: output)
        let answer: String
        switch outcome {
        case .returned(let stubbed): answer = stubbed ? "returned (stubbed)" : "returned"
        case .failed(let message, let stubbed): answer = (stubbed ? "threw (stubbed): " : "threw: ") + message
        case .cancelled: answer = "cancelled"
        case .pending, .hanging, .open, .finished: return
        }
        TraceRecorder.current?.record(.hop, from: .service(endpoint.name), to: start.caller, answer)
    }

    /// Suspends the calling task until it is cancelled (a `hangs` rule).
    private func hangUntilCancelled(_ start: CallStart) async throws {
        endpoints.finish(start.ticket, .hanging)
        let sleeper = ClockSleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleeper.wait(continuation)
            }
        } onCancel: {
            sleeper.cancel()
        }
    }
}

/// What `SessionServices.call` learnt when the call began.
struct CallStart: @unchecked Sendable {
    /// The call's position in the log.
    let ticket: Int
    /// The virtual time of the call, in milliseconds.
    let time: Int64
    let caller: TraceParticipant
    /// The stub rule that answers the call, if any.
    let rule: StubRule?
    /// No rule answers the call and strict-calls is on: it fails at once as unexpected.
    let unexpected: Bool
    /// The calling task's record, whose wait the end of the call clears.
    let task: SessionTask?
}
