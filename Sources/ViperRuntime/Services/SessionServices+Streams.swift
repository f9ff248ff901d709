// MARK: - Streams through endpoints

extension SessionServices {
    /// Subscribes to the stream endpoint `endpoint` with `input`: `produce`
    /// is the real source, handed a feed to yield values to and to finish or
    /// fail, and runs unless a stub rule feeds the stream instead:
    ///
    /// - `yields <values at times>, then finishes|fails|stays open`: the
    ///   rule's values at their virtual times after the call, then its end;
    /// - `fails [<message>] [after <d>]`: the stream fails (at once, or `d` after the call);
    /// - `delay <d>`: the real source starts `d` after the call;
    /// - `hangs`: nothing is ever delivered; the reader keeps listening.
    ///
    /// The call is logged for `calls` under the frame whose code is running,
    /// with every value delivered; a task reading it is `listening <endpoint>`
    /// in `tasks`. When the reader stops (its task is cancelled), the source's
    /// `onTermination` handlers run and a stub's remaining values are dropped.
    public func stream<Input, Element>(
        _ endpoint: ServiceStreamEndpoint<Input, Element>, _ input: Input,
        produce: @escaping @MainActor (ServiceStreamFeed<Element>) -> Void
    ) -> ServiceStream<Element> {
        let frame = TaskMark.current?.owner
        let inputJSON = (try? JSONValueEncoder().encode(input)) ?? .null
        let time = scheduler.now.milliseconds
        var record = ServiceCall(
            time: time, endpoint: endpoint.name, frame: frame, input: inputJSON, outcome: .pending, typedInput: input)
        record.isStream = true
        let ticket = endpoints.begin(record)
        let caller: TraceParticipant = frame.map { .component($0, .interactor) } ?? .untraced
        TraceRecorder.current?.record(
            .hop, from: caller, to: .service(endpoint.name), "subscribe \(JSONTextEncoder(pretty: false).encode(inputJSON))")
        let rule = endpoints.takeRule(for: endpoint.name)
        let unexpected = rule == nil && endpoints.strictCalls
        if unexpected { endpoints.noteUnexpected(record) }

        let (base, continuation) = makeStream(named: endpoint.name, of: Result<Element, any Error>.self)
        let call = StreamCall(
            endpoints: endpoints, scheduler: scheduler, ticket: ticket, isStubbed: rule != nil || unexpected,
            continuation: continuation)
        // Held strongly until the stream ends (`StreamCall.end` lets go): a
        // stream whose values are all delivered may still be listened to.
        continuation.onTermination = { termination in
            guard case .cancelled = termination else { return }
            // The reader is gone. Session code cancels on the main actor; a
            // reader on another thread leaves the stub's timers to find the stream ended.
            guard MainActorContext.isCurrent() else { return }
            MainActor.assumeIsolated { call.readerStopped() }
        }
        endpoints.finish(ticket, .open(stubbed: call.isStubbed))
        let feed = ServiceStreamFeed(call: call)

        /// Runs `work` `delay` after the call, or at once for no delay; dropped if the reader stops first.
        func at(_ delay: VirtualDuration?, _ work: @escaping @MainActor () -> Void) {
            guard let delay, delay > .zero else { return work() }
            call.timers.append(scheduler.schedule(after: delay, work))
        }
        switch rule?.behaviour {
        case nil where unexpected:
            feed.fail(endpoint.failure("unexpected call"))
        case nil:
            produce(feed)
        case .fails(let message)?:
            at(rule?.after) { feed.fail(endpoint.failure(message)) }
        case .delay(let duration)?:
            at(duration) { produce(feed) }
        case .hangs?:
            break
        case .yields(let script)?:
            for delivery in script.deliveries {
                // Checked when the rule was added (ServiceEndpoints.add).
                guard let element = try? JSONValueDecoder().decode(Element.self, from: delivery.value) else { continue }
                at(delivery.at) { feed.yield(element) }
            }
            switch script.end {
            case .finishes: at(script.endsAt) { feed.finish() }
            case .fails(let message): at(script.endsAt) { feed.fail(endpoint.failure(message)) }
            case .staysOpen: break
            }
        case .returns?:
            preconditionFailure("a returns rule is refused for a stream endpoint (ServiceEndpoints.add)")
        }
        return ServiceStream(base: base)
    }
}
