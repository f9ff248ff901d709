# Removing an item can be undone for 5 s of virtual time, then no more.
# Autosettle would run the undo timer at once, so the clock moves only by wait.
set autosettle off
open TodoList
expect screen lacks undo
remove 1
expect screen contains "remove <n>, undo"
expect state items.count == 1
expect state canUndo == true
undo
expect state items.0.title == "Buy milk"
expect state canUndo == false
undo
expect error "undo is not available now: nothing to undo"
remove 2
wait 4999ms
expect state canUndo == true
wait 1ms
expect state canUndo == false
undo
expect error "nothing to undo"
expect state items.count == 1
