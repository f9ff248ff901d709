// MARK: - Calls through endpoints

extension SessionServices {
    /// Calls `endpoint` with `input` on behalf of `frame`'s module: `perform`
    /// is the real operation, run unless a stub rule answers instead (see
    /// `ServiceEndpoints`). The call is logged for `calls`, traced as a hop
    /// into the endpoint and back, and while it waits its task shows
    /// `service <endpoint>` in `tasks`.
    public func call<Input, Output>(
        _ endpoint: ServiceEndpoint<Input, Output>, _ input: Input, from frame: FrameID?,
        perform: () async throws -> Output
    ) async throws -> Output {
        let inputJSON = (try? JSONValueEncoder().encode(input)) ?? .null
        let record = ServiceCall(
            time: scheduler.now.milliseconds, endpoint: endpoint.name, frame: frame, input: inputJSON, outcome: .pending)
        let ticket = endpoints.begin(record)
        let caller: TraceParticipant = frame.map { .component($0, .interactor) } ?? .untraced
        let target = TraceParticipant.service(endpoint.name)
        TraceRecorder.current?.record(.hop, from: caller, to: target, "\(endpoint.name)(\(JSONTextEncoder(pretty: false).encode(inputJSON)))")
        let behaviour = endpoints.takeRule(for: endpoint.name)
        if behaviour == nil, endpoints.strictCalls {
            endpoints.noteUnexpected(record)
            return try finish(ticket, endpoint, caller, throwing: endpoint.failure("unexpected call"), stubbed: true)
        }
        // Thrown here, not inside the catch below, which would log it again as the service's own failure.
        if case .fails(let message)? = behaviour {
            return try finish(ticket, endpoint, caller, throwing: endpoint.failure(message), stubbed: true)
        }
        let task = scheduler.jobs.tasks.noteServiceCall(endpoint.name, hanging: behaviour == .hangs)
        defer { task?.service = nil }
        do {
            let output: Output
            switch behaviour {
            case .returns(let value)?:
                output = try JSONValueDecoder().decode(Output.self, from: value)
            case .fails?:
                preconditionFailure("a fails rule is answered before the call waits")
            case .delay(let duration)?:
                try await clock.sleep(for: .milliseconds(duration.milliseconds))
                output = try await perform()
            case .hangs?:
                endpoints.finish(ticket, .hanging)
                try await hangUntilCancelled()
                throw CancellationError()
            case nil:
                output = try await perform()
            }
            let stubbed = behaviour.map { if case .returns = $0 { true } else { false } } ?? false
            endpoints.finish(ticket, .returned(stubbed: stubbed))
            TraceRecorder.current?.record(.hop, from: target, to: caller, stubbed ? "returned (stubbed)" : "returned")
            return output
        } catch is CancellationError {
            endpoints.finish(ticket, .cancelled)
            TraceRecorder.current?.record(.hop, from: target, to: caller, "cancelled")
            throw CancellationError()
        } catch {
            return try finish(ticket, endpoint, caller, throwing: error, stubbed: false)
        }
    }

    private func finish<Input, Output>(
        _ ticket: Int, _ endpoint: ServiceEndpoint<Input, Output>, _ caller: TraceParticipant, throwing error: any Error,
        stubbed: Bool
    ) throws -> Output {
        endpoints.finish(ticket, .failed("\(error)", stubbed: stubbed))
        TraceRecorder.current?.record(
            .hop, from: .service(endpoint.name), to: caller, (stubbed ? "threw (stubbed): " : "threw: ") + "\(error)")
        throw error
    }

    /// Suspends the calling task until it is cancelled (a `hangs` rule).
    private func hangUntilCancelled() async throws {
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
