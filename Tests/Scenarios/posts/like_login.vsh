# like with no one logged in opens Authorization through the shared route; wrong
# credentials stay with "Invalid user name or password"; a good login closes it, the like
# is applied, and the detail is on top again.
open PostFeed
select 3
like
expect top Authorization
expect depth 3
stack
login demo wrong
expect top Authorization
expect screen contains Invalid user name or password
login nobody demo123
expect screen contains Invalid user name or password
login demo demo123
expect top PostDetail
expect depth 2
expect screen contains Likes: 1
# now logged in: a like applies at once
like
expect top PostDetail
expect screen contains Likes: 2
# the list shows the likes too
back
expect state rows.2.likes == 2
