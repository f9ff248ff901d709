# PostList can also be opened on its own as the root.
open PostList feed=popular
expect top PostList
expect screen contains Showing 1-20 of 45
expect state feed == popular
select 2
expect top PostDetail
expect screen matches "^Popular post 2$"
stack
