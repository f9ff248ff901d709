#if os(Linux)
import Glibc

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
#endif

/// Notices work handed to the main dispatch queue (`DispatchQueue.main.async`,
/// what a Combine pipeline's `receive(on: DispatchQueue.main)` does), which a
/// shell never runs: the shell's thread drives the session and never drains
/// the main queue, unlike an app's run loop.
///
/// libdispatch signals a handle when the main queue gets work (the one a run
/// loop waits on); the watch takes that signal before the session runs module
/// code and looks again right after, so work that code enqueued is seen at
/// once, at the same point on every run. Work enqueued on a real-time deadline (`asyncAfter`, a
/// Foundation `Timer`) reaches the queue only when real time gets there, and
/// is not reported (see docs/authoring.md's limits). Linux only; a process
/// that does drain its main queue (a test runner) does not turn it on.
package enum MainQueueWatch {
    /// Whether this process never drains its main queue, so that work there is never run
    /// (the shell's front end turns it on).
    nonisolated(unsafe) package static var isEnabled = false

    /// Whether work reached the main queue since the last look; the look
    /// consumes the signal (the work stays queued), so the next work signals again.
    static func takeSignal() -> Bool {
        #if os(Linux)
        guard isEnabled else { return false }
        let handle = dispatchMainQueueHandle()
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return false }
        var count: UInt64 = 0
        _ = read(handle, &count, MemoryLayout<UInt64>.size)
        return true
        #else
        return false
        #endif
    }
}
