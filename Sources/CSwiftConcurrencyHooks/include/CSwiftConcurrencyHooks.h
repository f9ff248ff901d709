// The Swift concurrency runtime's hooks and the little of its task layout
// ViperRuntime reads, reached from Swift.
//
// Hooks: the runtime exports one function pointer per hook; when one is set,
// the runtime calls it instead of its own implementation, passing the
// original as the last argument. ViperRuntime sets them while a session is
// alive to run the session's jobs on its own queue (SessionJobHooks.swift).
//
// Task marks: a task-local value whose value witnesses are ours. The runtime
// copies a task-local value into every unstructured task it creates (not a
// detached one) and destroys the copy when the task completes; with our
// witnesses each copy and each destruction calls back into ViperRuntime, on
// the thread where it happens. So a session knows when each task starts,
// from which context, and when it ends, and code inside a task reads its own
// copy (TaskMark.swift).
//
// Layout: a task's task-local list head and its future status are read at
// offsets the runtime does not publish as API. ConcurrencySelfTest.swift
// finds and checks them at start-up, and refuses to run a session if they do
// not hold.
#ifndef VIPER_SWIFT_CONCURRENCY_HOOKS_H
#define VIPER_SWIFT_CONCURRENCY_HOOKS_H

#include <stddef.h>
#include <stdint.h>

// MARK: - Hooks

/// `swift_task_enqueueGlobal_hook`: every job enqueued on the global (generic) executor.
void *_Nullable *_Nonnull viper_enqueueGlobalHook(void);
/// `swift_task_enqueueGlobalWithDelay_hook`: a job to run after a delay on a real clock (`Task.sleep`).
void *_Nullable *_Nonnull viper_enqueueGlobalWithDelayHook(void);
/// `swift_task_enqueueGlobalWithDeadline_hook`: a job to run at a deadline on a real clock.
void *_Nullable *_Nonnull viper_enqueueGlobalWithDeadlineHook(void);
/// `swift_task_enqueueMainExecutor_hook`: a job enqueued on the main executor by the runtime directly.
void *_Nullable *_Nonnull viper_enqueueMainExecutorHook(void);
/// `swift_task_getMainExecutor_hook`: the executor the main actor runs on.
void *_Nullable *_Nonnull viper_getMainExecutorHook(void);
/// `swift_task_isMainExecutor_hook`: whether an executor is the main one.
void *_Nullable *_Nonnull viper_isMainExecutorHook(void);

/// Calls a saved enqueue hook (one that was installed before ours) with the runtime's original.
void viper_callEnqueueHook(void *_Nonnull hook, void *_Nonnull job, void *_Nonnull original);
/// Calls a saved delay hook: `(delay, job, original)`.
void viper_callDelayHook(void *_Nonnull hook, unsigned long long delay, void *_Nonnull job, void *_Nonnull original);
/// Calls a saved deadline hook: `(seconds, nanoseconds, leewaySeconds, leewayNanoseconds, clock, job, original)`.
void viper_callDeadlineHook(void *_Nonnull hook, long long seconds, long long nanoseconds, long long leewaySeconds,
                            long long leewayNanoseconds, int clock, void *_Nonnull job, void *_Nonnull original);
/// Calls a runtime original for a delayed enqueue.
void viper_callDelayOriginal(void *_Nonnull original, unsigned long long delay, void *_Nonnull job);
/// Calls a runtime original for a deadline enqueue.
void viper_callDeadlineOriginal(void *_Nonnull original, long long seconds, long long nanoseconds, long long leewaySeconds,
                                long long leewayNanoseconds, int clock, void *_Nonnull job);

// MARK: - Tasks and jobs

/// Cancels the task at `task` (`swift_task_cancel`), for a task the session holds by address.
void viper_cancelTask(void *_Nonnull task);

/// The flags word of a job (`SwiftJob.flags` in the toolchain's ExecutorImpl.h):
/// the kind in the low byte (0 for a task), and for a task whether it is a child task.
unsigned int viper_jobFlags(const void *_Nonnull job);

/// The first task waiting on `job`'s scheduler-private link (`SwiftJobNextWaitingTaskIndex`).
void *_Nullable viper_jobNextWaitingTask(const void *_Nonnull job);

/// Whether the task at `task` has never run: its resume function is still the
/// runtime's entry adapter (published for debuggers as `_swift_concurrency_debug_*_adapter`).
int viper_taskIsFresh(const void *_Nonnull task);

/// The task whose code runs on this thread now (`swift_task_getCurrent`).
void *_Nullable viper_currentTask(void);

/// The runtime's size of a task object, published for debuggers (`_swift_concurrency_debug_asyncTaskSize`).
size_t viper_asyncTaskSize(void);
/// The runtime's task layout version, published for debuggers.
unsigned int viper_concurrencyLayoutVersion(void);
/// The word of a (non-child) task's future fragment that holds its status in the
/// low two bits (0 running, 1 returned, 2 threw) and its first waiter above them.
uintptr_t viper_taskFutureWord(const void *_Nonnull task);

/// The session queue that the calling thread is driving, if any: a
/// thread-local value, so a hook running on any other thread never sees it.
void *_Nullable viper_drivingQueue(void);
/// Sets the calling thread's driving queue (nil when the drive ends).
void viper_setDrivingQueue(void *_Nullable queue);

// MARK: - Task marks

/// Called when the runtime copies a mark into a new task: gets the source payload,
/// returns the new copy's payload (never null).
typedef void *_Nonnull (*viper_mark_copy_fn)(void *_Nonnull source);
/// Called when the runtime destroys a mark (a task completed, or a binding was popped).
typedef void (*viper_mark_destroy_fn)(void *_Nonnull payload);

/// Sets the callbacks, once, before any mark is pushed.
void viper_markSetCallbacks(viper_mark_copy_fn _Nonnull copy, viper_mark_destroy_fn _Nonnull destroy);
/// Binds `payload` as the mark for the code that runs until the matching pop
/// (on the current task, or on the thread when no task runs). The binding owns
/// the payload; its destruction is reported to the destroy callback.
void viper_markPush(void *_Nonnull payload);
/// Ends the innermost binding pushed on this task or thread.
void viper_markPop(void);
/// The mark of the code running now (the running task's own copy, or the innermost
/// binding on this thread), or null.
void *_Nullable viper_markCurrent(void);
/// The address where the running code's mark is stored (for the self-test), or null.
void *_Nullable viper_markCurrentStorage(void);
/// The key the marks are bound under (an identity, never dereferenced as an object).
const void *_Nonnull viper_markKey(void);
/// The metadata of the mark's value type (for the self-test's checks).
const void *_Nonnull viper_markMetadata(void);

/// Where a task object keeps its task-local list, and where in a list item the key and
/// the value are: found by the self-test (`viper_markLayoutProbe`), then set once.
void viper_markSetLayout(long headOffset, long keyOffset, long valueOffset);
/// The mark a task carries (its own copy, or for a child task its parent's), read from
/// the task object; null when it carries none or the layout is not set.
void *_Nullable viper_markOfTask(const void *_Nonnull task);
/// The word at `offset` bytes into `base` (the self-test scans a probe task with it).
uintptr_t viper_readWord(const void *_Nonnull base, long offset);

#endif
