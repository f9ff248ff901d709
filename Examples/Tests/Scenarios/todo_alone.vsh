# TodoList alone: TodoDetail is a fake standing on its input record, and sends the
# output event its registration declares, as the real detail's toggle would.
open TodoList alone
select 2
expect opened TodoDetail by push with row == 2
expect opened TodoDetail with title == "Walk the dog"
expect screen contains "TodoDetail (fake)"
emit TodoDetail didToggleItem 2
back
expect top TodoList
expect screen contains "2. [x] Walk the dog"
