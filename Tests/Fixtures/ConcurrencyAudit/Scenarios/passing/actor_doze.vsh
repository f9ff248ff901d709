# Task.sleep of 50 ms inside an actor goes to the platform's real clock and
# comes back from another thread within the session's wait: admitted at the
# same point on every run.
open RealClocks
doze
expect state log contains dozed
