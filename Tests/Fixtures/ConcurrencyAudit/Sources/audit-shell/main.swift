import AuditFeature
import ViperShellCLI
import ViperShellKit

// The audit shell: every adversarial module of AuditFeature, plus `audit-log`,
// which prints what tasks did after their modules closed.
enum AuditSession {
    /// The running session's log (until custom commands reach session services).
    @MainActor static var log = AuditLog()
}

extension ShellCommandDefinition {
    static let auditLog = ShellCommandDefinition(
        name: "audit-log", summary: "print what tasks did after their modules closed"
    ) { context, _ in
        context.output.write(AuditSession.log.entries.isEmpty ? "(empty)\n" : AuditSession.log.entries.map { $0 + "\n" }.joined())
        return .done
    }
}

ShellCLI(
    configuration: ShellConfiguration(name: "audit-shell", commands: .standard + [.auditLog]) { registry, services in
        AuditSession.log = AuditLog()
        try AuditFeature.register(in: registry, services: services, log: AuditSession.log)
    },
    version: "0"
).main()
