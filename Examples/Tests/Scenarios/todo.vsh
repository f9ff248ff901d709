# The Todo list: add, open a detail by push, toggle it there (ModuleOutput back to the list).
open TodoList
expect screen contains "1. [ ] Buy milk"
add Call mum
expect state items.count == 3
select 3
expect top TodoDetail
expect depth 2
expect screen contains "Done:"
toggle
expect top TodoList
expect screen contains "3. [x] Call mum"
expect state items.2.isDone == true
