# A script that sources itself is an error naming the chain; it can be expected.
source source_cycle.vsh
expect error source cycle
open CarsList
expect top CarsList
