# watch starts a task that waits on an app-wide notice ignoring
# cancellation: it outlives its module, and the leak check names it.
open ContactsList
watch
