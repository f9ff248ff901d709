# A task parked inside an actor, beside one that passes through the same
# actor and ends: the parked task stays listed under its own start.
open ParkedInActor
park
quick
tasks
expect state log contains "quick task done (1)"
release
tasks
expect state log contains "parked task released"
