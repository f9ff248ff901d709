# Writes three warnings to standard error; run with the other chatty scenario
# under --jobs 2, each scenario's lines stay together, before its result.
open Chatty
warn b
expect state log contains warned
