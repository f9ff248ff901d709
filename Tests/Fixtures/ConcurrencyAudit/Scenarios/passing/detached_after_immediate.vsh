# A Task.immediate parks; a Task.detached runs and ends: only the immediate
# one is listed, and it is the one still waiting.
open DetachedAfterImmediate
immediate
detached
tasks
expect state log contains "detached task computed 5050"
release
tasks
expect state log contains "immediate task resumed"
