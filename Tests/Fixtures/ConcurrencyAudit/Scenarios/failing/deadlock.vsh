# An action that waits on a semaphore for a task only the session's thread
# could run: the command never returns. After 10 s in which that thread uses
# no CPU, the scenario fails at the line, naming the module and what ran,
# and the run goes on with the next scenario (see deadlock_then_more.vsh).
open Deadlock
block
echo never printed
