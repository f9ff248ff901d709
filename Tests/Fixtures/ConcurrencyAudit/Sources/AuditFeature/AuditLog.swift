import ViperRuntime

/// What the audit modules' tasks did after their modules closed: one log per
/// session, made by the shell's configuration and handed to the modules that
/// write to it. The `audit-log` command prints it.
@MainActor
public final class AuditLog {
    public private(set) var entries: [String] = []

    public init() {}

    public func append(_ entry: String) {
        entries.append(entry)
    }
}
