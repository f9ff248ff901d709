#include "CSwiftConcurrencyHooks.h"

extern void *swift_task_enqueueGlobal_hook;
extern void *swift_task_enqueueMainExecutor_hook;
extern void *swift_task_getMainExecutor_hook;
extern void *swift_task_isMainExecutor_hook;

void **viper_enqueueGlobalHook(void) { return &swift_task_enqueueGlobal_hook; }
void **viper_enqueueMainExecutorHook(void) { return &swift_task_enqueueMainExecutor_hook; }
void **viper_getMainExecutorHook(void) { return &swift_task_getMainExecutor_hook; }
void **viper_isMainExecutorHook(void) { return &swift_task_isMainExecutor_hook; }

extern void swift_task_cancel(void *task) __attribute__((swiftcall));

void viper_cancelTask(void *task) { swift_task_cancel(task); }

extern unsigned long swift_retainCount(const void *object);

unsigned long viper_strongReferences(const void *object) { return swift_retainCount(object); }

/// A job starts with a heap object header (two words) and two words of
/// scheduler-private storage; its flags come next.
unsigned int viper_jobFlags(const void *job) {
    return *(const unsigned int *)((const char *)job + 4 * sizeof(void *));
}

// initial-exec: read straight from the thread pointer, without a call into
// the dynamic loader (__tls_get_addr) on every job the hooks see.
static _Thread_local void *viper_driving_queue __attribute__((tls_model("initial-exec")));

void *viper_drivingQueue(void) { return viper_driving_queue; }
void viper_setDrivingQueue(void *queue) { viper_driving_queue = queue; }
