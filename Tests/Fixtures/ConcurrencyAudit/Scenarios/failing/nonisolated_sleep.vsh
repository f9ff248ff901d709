# Task.sleep in a nonisolated function: held by the session, reported.
set strict on
open RealClocks
nap
