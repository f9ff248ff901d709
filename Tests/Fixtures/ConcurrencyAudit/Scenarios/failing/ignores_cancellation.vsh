# A task that ignores cancellation loops on the clock: at the scenario's end
# it is cancelled and spins; the session stops it and names it.
open Stubborn
loop
