# Work that leaves the session's thread and comes back answers, at the same
# virtual time on every run: an executor preference, the global concurrent
# executor as one, and an actor on a custom serial executor.
open ExecutorPreferences
preferred
expect state log contains "preferred executor computed 500500"
global
expect state log contains "global executor computed 2001000"
actor
expect state log contains "custom-executor actor answered 1"
actor
expect state log contains "custom-executor actor answered 2"
tasks
