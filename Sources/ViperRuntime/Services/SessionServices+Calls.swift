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
        if let error = start.failure {
            await end(start, endpoint, .failed("\(error)", stubbed: true))
            throw error
        }
        do {
            let output: Output
            switch start.behaviour {
            case .returns(let value)?:
                output = try JSONValueDecoder().decode(Output.self, from: value)
            case .delay(let duration)?:
                try await clock.sleep(for: .milliseconds(duration.milliseconds))
                output = try await perform()
            case .hangs?:
                try await hangUntilCancelled(start)
                throw CancellationError()
            case nil:
                output = try await perform()
            case .fails?:
                preconditionFailure("a fails rule is answered by begin(), before the call starts")
            }
            await end(start, endpoint, .returned(stubbed: start.answersWithValue))
            return output
        } catch is CancellationError {
            await end(start, endpoint, .cancelled)
            throw CancellationError()
        } catch {
            await end(start, endpoint, .failed("\(error)", stubbed: false))
            throw error
        }
    }

    /// Logs and traces the call, takes the rule that answers it, and marks
    /// the calling task as waiting on the endpoint.
    private func begin<Input, Output>(
        _ endpoint: ServiceEndpoint<Input, Output>, _ input: Input, from frame: FrameID?
    ) -> CallStart {
        let inputJSON = (try? JSONValueEncoder().encode(input)) ?? .null
        let record = ServiceCall(
            time: scheduler.now.milliseconds, endpoint: endpoint.name, frame: frame, input: inputJSON, outcome: .pending)
        let ticket = endpoints.begin(record)
        let caller: TraceParticipant = frame.map { .component($0, .interactor) } ?? .untraced
        TraceRecorder.current?.record(
            .hop, from: caller, to: .service(endpoint.name), "call \(JSONTextEncoder(pretty: false).encode(inputJSON))")
        let behaviour = endpoints.takeRule(for: endpoint.name)
        var failure: (any Error)?
        if behaviour == nil, endpoints.strictCalls {
            endpoints.noteUnexpected(record)
            failure = endpoint.failure("unexpected call")
        } else if case .fails(let message)? = behaviour {
            failure = endpoint.failure(message)
        }
        let task = failure == nil ? scheduler.jobs.tasks.noteServiceCall(endpoint.name, hanging: behaviour == .hangs) : nil
        return CallStart(ticket: ticket, caller: caller, behaviour: behaviour, failure: failure, task: task)
    }

    /// Records how the call ended, in the log and the trace, and clears the task's wait.
    private func end<Input, Output>(_ start: CallStart, _ endpoint: ServiceEndpoint<Input, Output>, _ outcome: ServiceCall.Outcome) {
        if let task = start.task { scheduler.jobs.tasks.serviceCallEnded(task, endpoint: endpoint.name) }
        endpoints.finish(start.ticket, outcome)
        let answer: String
        switch outcome {
        case .returned(let stubbed): answer = stubbed ? "returned (stubbed)" : "returned"
        case .failed(let message, let stubbed): answer = (stubbed ? "threw (stubbed): " : "threw: ") + message
        case .cancelled: answer = "cancelled"
        case .pending, .hanging: return
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
    let caller: TraceParticipant
    /// The stub rule that answers the call, if any.
    let behaviour: StubBehaviour?
    /// The error to throw at once (a `fails` rule, or an unexpected call under strict calls).
    let failure: (any Error)?
    /// The calling task's record, whose wait the end of the call clears.
    let task: SessionTask?

    /// Whether a `returns` rule gives the answer (not the real operation).
    var answersWithValue: Bool {
        if case .returns? = behaviour { return true }
        return false
    }
}
