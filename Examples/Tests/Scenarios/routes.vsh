# Deep links into the Todo feature: the list, then an item's detail pushed on it.
route todos
expect top TodoList
route todos/2
expect top TodoDetail
expect depth 2
expect screen contains "Walk the dog"
route todos/9
expect error "route todos/9: parameter row: there is no item in that row (1 to 2)"
expect top TodoDetail
expect depth 2
