// The Swift concurrency runtime's hook variables, reached from Swift.
//
// The runtime exports one function pointer per hook; when one is set, the
// runtime calls it instead of its own implementation, passing the original
// as the last argument. ViperRuntime sets them to run a session's jobs on
// its own queue (see SessionJobHooks.swift). Each function returns the
// address of one hook variable; the variables are linked from the runtime,
// so this works with the runtime linked dynamically or statically.
#ifndef VIPER_SWIFT_CONCURRENCY_HOOKS_H
#define VIPER_SWIFT_CONCURRENCY_HOOKS_H

/// `swift_task_enqueueGlobal_hook`: every job enqueued on the global (generic) executor.
void *_Nullable *_Nonnull viper_enqueueGlobalHook(void);
/// `swift_task_enqueueMainExecutor_hook`: a job enqueued on the main executor by the runtime directly.
void *_Nullable *_Nonnull viper_enqueueMainExecutorHook(void);
/// `swift_task_getMainExecutor_hook`: the executor the main actor runs on.
void *_Nullable *_Nonnull viper_getMainExecutorHook(void);
/// `swift_task_isMainExecutor_hook`: whether an executor is the main one.
void *_Nullable *_Nonnull viper_isMainExecutorHook(void);

/// Cancels the task at `task` (`swift_task_cancel`), for a task the session holds by address.
void viper_cancelTask(void *_Nonnull task);

/// The strong reference count of a Swift object (`swift_retainCount`), read
/// through its address so that reading it takes no reference of its own.
unsigned long viper_strongReferences(const void *_Nonnull object);

/// The flags word of a job (`JobFlags`, part of the Swift ABI for executors):
/// the kind in the low byte, and for a task whether it is a child task.
unsigned int viper_jobFlags(const void *_Nonnull job);

/// The session queue that the calling thread is driving, if any: a
/// thread-local value, so a hook running on any other thread never sees it.
void *_Nullable viper_drivingQueue(void);
/// Sets the calling thread's driving queue (nil when the drive ends).
void viper_setDrivingQueue(void *_Nullable queue);

#endif
