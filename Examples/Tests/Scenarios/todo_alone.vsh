# TodoList alone: TodoDetail is a fake, so what the list opened it with is read
# from the navigation log, and the fake plays TodoDetail's part.
open TodoList alone
add Call mum
select 3
expect top TodoDetail
expect opened TodoDetail by push with row == 3
expect opened TodoDetail with item.title == "Call mum"
expect state item.isDone == false
# the fake sends what TodoDetail sends on toggle; the list marks the item
emit TodoDetail didToggleItem 3
back
expect top TodoList
expect screen contains "3. [x] Call mum"
# what the event carries must decode as its declared type
select 1
emit TodoDetail didToggleItem "one"
expect error "didToggleItem: the value does not decode at $"
emit TodoDetail didToggle
expect error "TodoDetail has no output event 'didToggle' (its events: didToggleItem <Int>)"
