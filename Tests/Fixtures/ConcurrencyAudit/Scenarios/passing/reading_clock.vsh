# Reading the session never moves the clock: the timer due at 1500 ms fires
# only when wait gets there.
open ReadingClock
wait 900ms
stack
screen
tasks
calls
dump
expect state log == []
wait 600ms
expect state log.0 == "timer fired"
