#include "CSwiftConcurrencyHooks.h"

extern void *swift_task_enqueueGlobal_hook;
extern void *swift_task_enqueueMainExecutor_hook;
extern void *swift_task_getMainExecutor_hook;
extern void *swift_task_isMainExecutor_hook;

void **viper_enqueueGlobalHook(void) { return &swift_task_enqueueGlobal_hook; }
void **viper_enqueueMainExecutorHook(void) { return &swift_task_enqueueMainExecutor_hook; }
void **viper_getMainExecutorHook(void) { return &swift_task_getMainExecutor_hook; }
void **viper_isMainExecutorHook(void) { return &swift_task_isMainExecutor_hook; }
