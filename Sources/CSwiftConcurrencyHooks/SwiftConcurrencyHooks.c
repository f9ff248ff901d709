#include "CSwiftConcurrencyHooks.h"
#include <string.h>

#define SWIFTCC __attribute__((swiftcall))

// MARK: - Hooks

extern void *swift_task_enqueueGlobal_hook;
extern void *swift_task_enqueueGlobalWithDelay_hook;
extern void *swift_task_enqueueGlobalWithDeadline_hook;
extern void *swift_task_enqueueMainExecutor_hook;
extern void *swift_task_getMainExecutor_hook;
extern void *swift_task_isMainExecutor_hook;

void **viper_enqueueGlobalHook(void) { return &swift_task_enqueueGlobal_hook; }
void **viper_enqueueGlobalWithDelayHook(void) { return &swift_task_enqueueGlobalWithDelay_hook; }
void **viper_enqueueGlobalWithDeadlineHook(void) { return &swift_task_enqueueGlobalWithDeadline_hook; }
void **viper_enqueueMainExecutorHook(void) { return &swift_task_enqueueMainExecutor_hook; }
void **viper_getMainExecutorHook(void) { return &swift_task_getMainExecutor_hook; }
void **viper_isMainExecutorHook(void) { return &swift_task_isMainExecutor_hook; }

typedef SWIFTCC void (*enqueue_original)(void *job);
typedef SWIFTCC void (*enqueue_hook)(void *job, enqueue_original original);
typedef SWIFTCC void (*delay_original)(unsigned long long delay, void *job);
typedef SWIFTCC void (*delay_hook)(unsigned long long delay, void *job, delay_original original);
typedef SWIFTCC void (*deadline_original)(long long sec, long long nsec, long long tsec, long long tnsec, int clock, void *job);
typedef SWIFTCC void (*deadline_hook)(long long sec, long long nsec, long long tsec, long long tnsec, int clock, void *job,
                                      deadline_original original);

void viper_callEnqueueHook(void *hook, void *job, void *original) {
    ((enqueue_hook)hook)(job, (enqueue_original)original);
}
void viper_callDelayHook(void *hook, unsigned long long delay, void *job, void *original) {
    ((delay_hook)hook)(delay, job, (delay_original)original);
}
void viper_callDeadlineHook(void *hook, long long sec, long long nsec, long long tsec, long long tnsec, int clock, void *job,
                            void *original) {
    ((deadline_hook)hook)(sec, nsec, tsec, tnsec, clock, job, (deadline_original)original);
}
void viper_callDelayOriginal(void *original, unsigned long long delay, void *job) {
    ((delay_original)original)(delay, job);
}
void viper_callDeadlineOriginal(void *original, long long sec, long long nsec, long long tsec, long long tnsec, int clock,
                                void *job) {
    ((deadline_original)original)(sec, nsec, tsec, tnsec, clock, job);
}

// MARK: - Tasks and jobs

extern SWIFTCC void swift_task_cancel(void *task);
extern SWIFTCC void *swift_task_getCurrent(void);
extern const size_t _swift_concurrency_debug_asyncTaskSize;
extern const unsigned _swift_concurrency_debug_internal_layout_version;

void viper_cancelTask(void *task) { swift_task_cancel(task); }

/// A job starts with a heap object header (two words) and two words of
/// scheduler-private storage; its flags come next (ExecutorImpl.h's SwiftJob).
unsigned int viper_jobFlags(const void *job) {
    return *(const unsigned int *)((const char *)job + 4 * sizeof(void *));
}

void *viper_jobNextWaitingTask(const void *job) {
    return *(void *const *)((const char *)job + 2 * sizeof(void *));
}

void *viper_currentTask(void) { return swift_task_getCurrent(); }

extern void *const _swift_concurrency_debug_non_future_adapter;
extern void *const _swift_concurrency_debug_future_adapter;

/// A job's resume function follows its flags, id, voucher and a reserved word (ABI: Task.h's Job).
int viper_taskIsFresh(const void *task) {
    void *resume = *(void *const *)((const char *)task + 7 * sizeof(void *));
    return resume == _swift_concurrency_debug_non_future_adapter || resume == _swift_concurrency_debug_future_adapter;
}

size_t viper_asyncTaskSize(void) { return _swift_concurrency_debug_asyncTaskSize; }
unsigned int viper_concurrencyLayoutVersion(void) { return _swift_concurrency_debug_internal_layout_version; }

uintptr_t viper_taskFutureWord(const void *task) {
    return *(const uintptr_t *)((const char *)task + _swift_concurrency_debug_asyncTaskSize);
}

// initial-exec: read straight from the thread pointer, without a call into
// the dynamic loader (__tls_get_addr) on every job the hooks see.
static _Thread_local void *viper_driving_queue __attribute__((tls_model("initial-exec")));

void *viper_drivingQueue(void) { return viper_driving_queue; }
void viper_setDrivingQueue(void *queue) { viper_driving_queue = queue; }

// MARK: - Task marks

/// The runtime's value witness table (ABI: include/swift/ABI/ValueWitness.def).
typedef struct {
    void *initializeBufferWithCopyOfBuffer;
    void *destroy;
    void *initializeWithCopy;
    void *assignWithCopy;
    void *initializeWithTake;
    void *assignWithTake;
    void *getEnumTagSinglePayload;
    void *storeEnumTagSinglePayload;
    size_t size;
    size_t stride;
    uint32_t flags;
    uint32_t extraInhabitantCount;
} ValueWitnessTable;

static viper_mark_copy_fn markCopied;
static viper_mark_destroy_fn markDestroyed;

void viper_markSetCallbacks(viper_mark_copy_fn copy, viper_mark_destroy_fn destroy) {
    markCopied = copy;
    markDestroyed = destroy;
}

// The mark is one word, a payload pointer owned by whoever holds the value.
static SWIFTCC void *mark_initializeWithCopy(void *dest, void *src, const void *self) {
    *(void **)dest = markCopied(*(void **)src);
    return dest;
}
static SWIFTCC void mark_destroy(void *object, const void *self) { markDestroyed(*(void **)object); }
static SWIFTCC void *mark_initializeBufferWithCopyOfBuffer(void *dest, void *src, const void *self) {
    return mark_initializeWithCopy(dest, src, self);
}
static SWIFTCC void *mark_assignWithCopy(void *dest, void *src, const void *self) {
    mark_destroy(dest, self);
    return mark_initializeWithCopy(dest, src, self);
}
static SWIFTCC void *mark_initializeWithTake(void *dest, void *src, const void *self) {
    memcpy(dest, src, sizeof(void *));
    return dest;
}
static SWIFTCC void *mark_assignWithTake(void *dest, void *src, const void *self) {
    mark_destroy(dest, self);
    memcpy(dest, src, sizeof(void *));
    return dest;
}
static SWIFTCC unsigned mark_getEnumTagSinglePayload(const void *value, unsigned emptyCases, const void *self) { return 0; }
static SWIFTCC void mark_storeEnumTagSinglePayload(void *value, unsigned whichCase, unsigned emptyCases, const void *self) {}

/// Alignment mask 7 (8-byte aligned), not POD (copies and destruction do work).
static const ValueWitnessTable markWitnesses = {
    mark_initializeBufferWithCopyOfBuffer, mark_destroy, mark_initializeWithCopy, mark_assignWithCopy,
    mark_initializeWithTake, mark_assignWithTake, mark_getEnumTagSinglePayload, mark_storeEnumTagSinglePayload,
    sizeof(void *), sizeof(void *), 7u | 0x10000u, 0,
};

/// Opaque metadata (kind 0x300): the value witness table sits one word before
/// the metadata's address, and the metadata is only its kind.
static const struct {
    const ValueWitnessTable *witnesses;
    uintptr_t kind;
} markFullMetadata = { &markWitnesses, 0x300 };

/// The key's identity: task-local lookups compare it, never dereference it.
static const void *markKeyStorage[4];

extern SWIFTCC void swift_task_localValuePush(const void *key, void *value, const void *type);
extern SWIFTCC void swift_task_localValuePop(void);
extern SWIFTCC void *swift_task_localValueGet(const void *key);

const void *viper_markKey(void) { return markKeyStorage; }
const void *viper_markMetadata(void) { return &markFullMetadata.kind; }

void viper_markPush(void *payload) {
    void *value = payload;
    swift_task_localValuePush(markKeyStorage, &value, &markFullMetadata.kind);
}

void viper_markPop(void) { swift_task_localValuePop(); }

void *viper_markCurrent(void) {
    void **storage = swift_task_localValueGet(markKeyStorage);
    return storage ? *storage : 0;
}

void *viper_markCurrentStorage(void) { return swift_task_localValueGet(markKeyStorage); }

static long markHeadOffset = -1, markKeyOffset = -1, markValueOffset = -1;

void viper_markSetLayout(long headOffset, long keyOffset, long valueOffset) {
    markHeadOffset = headOffset;
    markKeyOffset = keyOffset;
    markValueOffset = valueOffset;
}

/// Walks the task's list: each item's first word links to the next, its low
/// bits saying whether the link leads into a parent's list (followed too, as
/// the runtime's own lookup does). Items are at least 8-byte aligned, so the
/// three low bits are the link's kind, never part of the address.
void *viper_markOfTask(const void *task) {
    if (markHeadOffset < 0) return 0;
    uintptr_t item = *(const uintptr_t *)((const char *)task + markHeadOffset) & ~(uintptr_t)7;
    for (int steps = 0; item != 0 && steps < 10000; steps++) {
        const char *entry = (const char *)item;
        if (*(const void *const *)(entry + markKeyOffset) == markKeyStorage) {
            return *(void *const *)(entry + markValueOffset);
        }
        item = *(const uintptr_t *)entry & ~(uintptr_t)7;
    }
    return 0;
}

uintptr_t viper_readWord(const void *base, long offset) { return *(const uintptr_t *)((const char *)base + offset); }
